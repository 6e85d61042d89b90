import CLibXML2
import Foundation

/// Any XML document as a Drill Down tree: one row per element (titled with its name,
/// its own text as the subtitle), attributes as "@name" rows, parsed with the hardened
/// libxml2 settings. The root row is titled with the file name and holds the root
/// element's attributes and children.
enum XMLTreeReader {
    static func tree(data: Data, name: String) throws(ImportError) -> TreeNode {
        let dom = try XMLDOM.parse(data: data, name: name)
        guard let root = dom.root else {
            throw ImportError(message: fill(tr("“%1$@” has no root element."), name))
        }
        var count = 0
        var node = try convert(root, count: &count)
        node.subtitle = XMLDOM.name(of: root)
        node.title = name
        return node
    }

    /// libxml2 limits nesting to 256 levels, so this recursion is bounded.
    private static func convert(_ element: xmlNodePtr, count: inout Int) throws(ImportError) -> TreeNode {
        count += 1
        if count > TreeDocument.maximumNodes {
            throw .tooManyNodes(limit: TreeDocument.maximumNodes)
        }
        var children: [TreeNode] = XMLDOM.attributes(of: element).map {
            TreeNode(title: "@" + $0.name, subtitle: TreeBuilder.oneLine($0.value))
        }
        count += children.count
        for child in XMLDOM.elementChildren(of: element) {
            children.append(try convert(child, count: &count))
        }
        let text = XMLDOM.directText(of: element).map { TreeBuilder.oneLine($0) }
        let subtitle = text ?? (children.isEmpty ? nil : fill(trn("%1$@ item", "%1$@ items", children.count), String(children.count)))
        return TreeNode(title: XMLDOM.name(of: element), children: children, subtitle: subtitle)
    }
}
