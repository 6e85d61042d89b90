/// What a leaf shows when activated (the original tutorials' "View" key): 1 tabbed, 2 image, 3 or missing simple.
public enum LeafDetail: Int, Sendable, Equatable {
    case tabbed = 1, image = 2, simple = 3
}

/// One key and value of a row, for its detail page (a container's value is its summary,
/// such as "3 items").
public struct TreeField: Sendable, Equatable {
    public var key: String
    public var value: ScalarValue

    public init(key: String, value: ScalarValue) {
        self.key = key
        self.value = value
    }
}

/// One row of the Drill Down tree: a title, its children (none for a leaf) and, for a
/// leaf, which detail page it opens.
///
/// Titles and subtitles are bounded for display (`DisplayText`) when they are read, so a
/// document's rows cost nothing to shorten until they are shown; `value` and `fields`
/// hold the full typed values for the detail page. Trees built by `TreeDocument` are at
/// most `ReadLimits.depth` levels deep, so recursive walks over them are safe.
public struct TreeNode: Sendable, Equatable {
    /// Where a title or subtitle comes from; turned into the text shown only when read.
    enum Text: Sendable {
        /// Text already fit to show.
        case shown(String)
        /// Document text, shown as `DisplayText.line` of it.
        case document(String)
        /// "Item N" (an array element without a name).
        case item(Int)
        /// "N items" (or "Empty").
        case itemCount(Int)
        /// The row's own `value` on one line.
        case ownValue
    }

    // In the order of the memberwise initialiser: titleText, children, detail, subtitleText, value, fields.
    var titleText: Text

    public var title: String {
        get { text(titleText) }
        set { titleText = .shown(newValue) }
    }
    /// The rows one level down; empty for a leaf.
    public var children: [TreeNode] = []
    /// Meaningful for leaves.
    public var detail: LeafDetail = .simple
    var subtitleText: Text?
    /// An optional one-line value text (for example the value of a JSON scalar).
    public var subtitle: String? {
        get { subtitleText.map(text) }
        set { subtitleText = newValue.map(Text.shown) }
    }
    /// The scalar this row stands for (a leaf of a generic document), if any.
    public var value: ScalarValue?
    /// The keys and values of a row in the original tutorial's shape (in file order), if any.
    public var fields: [TreeField] = []

    public var isLeaf: Bool { children.isEmpty }

    private func text(_ source: Text) -> String {
        switch source {
        case .shown(let text): return text
        case .document(let text): return DisplayText.line(text)
        case .item(let number): return TreeBuilder.itemTitle(number)
        case .itemCount(let count): return TreeBuilder.countText(count)
        case .ownValue: return value.map { DisplayText.line($0.plainText) } ?? ""
        }
    }

    /// Rows are equal when they show the same and hold the same, however their text is kept.
    public static func == (lhs: TreeNode, rhs: TreeNode) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.detail == rhs.detail && lhs.value == rhs.value
            && lhs.fields == rhs.fields && lhs.children == rhs.children
    }

    /// The node reached by following `path` (child indices from this node), if any.
    public func node(at path: [Int]) -> TreeNode? {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The number of nodes in this tree, this one included.
    public var count: Int {
        children.reduce(1) { $0 + $1.count }
    }
}

extension TreeNode {
    /// A row with text already fit to show.
    public init(
        title: String, children: [TreeNode] = [], detail: LeafDetail = .simple, subtitle: String? = nil,
        value: ScalarValue? = nil, fields: [TreeField] = []
    ) {
        self.init(
            titleText: .shown(title), children: children, detail: detail, subtitleText: subtitle.map(Text.shown),
            value: value, fields: fields)
    }
}
