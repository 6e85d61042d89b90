import Foundation

/// Generic XML documents as a tree of elements (filled in with the libxml2 reader).
enum XMLTreeReader {
    static func tree(data: Data, name: String) throws(ImportError) -> TreeNode {
        throw ImportError(message: fill(tr("“%1$@” is an XML file but not a property list."), name))
    }
}
