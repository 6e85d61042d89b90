import Foundation

/// Any XML document as a Drill Down tree, read with the hardened libxml2 SAX parser
/// straight into `TreeNode`s (no DOM), within the `ReadBudget`.
///
/// One row per element, titled with its name; attributes are "@name" rows. So that
/// siblings of the same name can be told apart, an element's subtitle is its own text,
/// else its `title`/`name`/`label` attribute or child element, else its `id`/`key`
/// attribute, else the text of its first child element with text, else its entry count.
/// The root row is titled with the file name, its subtitle the root element's name.
final class XMLTreeReader: XMLEventReader {
    private struct Frame {
        var name: String
        var children: [TreeNode] = []
        var text: [UInt8] = []
        var attributes: [(name: String, value: String)]
        /// The text of the first child element named title/name/label, if any.
        var namedChildText: String?
        /// The text of the first child element with text.
        var firstChildText: String?
    }

    private var stack: [Frame] = []
    private var root: TreeNode?

    static func tree(data: Data, name: String, limits: ReadLimits = .standard) throws(ImportError) -> TreeNode {
        var elementLimits = limits
        elementLimits.nodes = min(limits.nodes, limits.xmlNodes)
        let reader = XMLTreeReader(limits: elementLimits)
        try reader.parse(data, name: name)
        guard var root = reader.root else {
            throw ImportError(message: fill(tr("“%1$@” has no root element."), DisplayText.title(name)))
        }
        root.subtitle = root.title
        root.title = DisplayText.line(name)
        return root
    }

    static let titleNames: Set<String> = ["title", "name", "label"]
    static let idNames: Set<String> = ["id", "key", "xml:id"]

    override func start(name: String, attributes: [(name: String, value: String)]) throws(ImportError) {
        stack.append(Frame(name: name, attributes: attributes))
    }

    override func text(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImportError) {
        guard !stack.isEmpty else { return }
        let count = stack[stack.count - 1].text.count + bytes.count
        if count > budget.limits.stringBytes { try budget.countString(count) }
        try budget.countExpanded(bytes.count)
        stack[stack.count - 1].text.append(contentsOf: bytes)
    }

    override func end() throws(ImportError) {
        guard let frame = stack.popLast() else { return }
        let raw = String(decoding: frame.text, as: UTF8.self)
        let text = raw.contains(where: { !$0.isWhitespace }) ? raw.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        var children = frame.attributes.map { attribute in
            TreeNode(
                title: DisplayText.line("@" + attribute.name), subtitle: DisplayText.line(attribute.value),
                value: .string(attribute.value))
        }
        let elementCount = frame.children.count
        if let text, !(children.isEmpty && elementCount == 0) {
            // Mixed content: the element's own text is a row too, so it can be viewed whole.
            children.append(TreeNode(title: tr("(text)"), subtitle: DisplayText.line(text), value: .string(text)))
        }
        children.append(contentsOf: frame.children)
        let subtitle =
            text.map { DisplayText.line($0) } ?? distinguishingText(frame)
            ?? (children.isEmpty ? nil : fill(trn("%1$@ item", "%1$@ items", children.count), String(children.count)))
        let node = TreeNode(
            title: DisplayText.line(frame.name), children: children, subtitle: subtitle,
            value: children.isEmpty ? .string(text ?? "") : nil)
        guard !stack.isEmpty else {
            root = node
            return
        }
        let parent = stack.count - 1
        if let text {
            if stack[parent].namedChildText == nil, Self.titleNames.contains(frame.name.lowercased()) {
                stack[parent].namedChildText = DisplayText.line(text)
            }
            if stack[parent].firstChildText == nil {
                stack[parent].firstChildText = DisplayText.line(frame.name + ": " + text)
            }
        }
        stack[parent].children.append(node)
    }

    /// The text that tells this element from its siblings, when it has no text of its own.
    private func distinguishingText(_ frame: Frame) -> String? {
        if let attribute = frame.attributes.first(where: {
            Self.titleNames.contains($0.name.lowercased()) && !$0.value.isEmpty
        }) {
            return DisplayText.line(attribute.value)
        }
        if let named = frame.namedChildText { return named }
        if let attribute = frame.attributes.first(where: {
            Self.idNames.contains($0.name.lowercased()) && !$0.value.isEmpty
        }) {
            return DisplayText.line(attribute.name + " " + attribute.value)
        }
        return frame.firstChildText
    }
}
