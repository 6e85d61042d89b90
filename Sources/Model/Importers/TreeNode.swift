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
/// A document's rows are views of its `DocumentTape` (a tape and an entry, see
/// `TapeRow`): nothing is built per value when a document is read, and a row's title,
/// subtitle, value and fields are worked out (and bounded for display by `DisplayText`)
/// only when read. Rows made in code (`init(title:…)`, plain XML) hold their parts.
/// Trees are at most `ReadLimits.depth` levels deep, so recursive walks over them are safe.
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

    /// A row made in code, holding its parts.
    struct Parts: Sendable {
        var titleText: Text
        var children: [TreeNode]
        var detail: LeafDetail
        var subtitleText: Text?
        var value: ScalarValue?
        var fields: [TreeField]
    }

    enum Storage: Sendable {
        case parts(Parts)
        case tape(TapeRow)
    }

    var storage: Storage

    init(
        titleText: Text, children: [TreeNode] = [], detail: LeafDetail = .simple, subtitleText: Text? = nil,
        value: ScalarValue? = nil, fields: [TreeField] = []
    ) {
        storage = .parts(
            Parts(
                titleText: titleText, children: children, detail: detail, subtitleText: subtitleText, value: value,
                fields: fields))
    }

    init(_ row: TapeRow) {
        storage = .tape(row)
    }

    var titleText: Text {
        switch storage {
        case .parts(let parts): return parts.titleText
        case .tape(let row): return row.titleText
        }
    }

    var subtitleText: Text? {
        switch storage {
        case .parts(let parts): return parts.subtitleText
        case .tape(let row): return row.subtitleText
        }
    }

    public var title: String {
        get { text(titleText) }
        set {
            switch storage {
            case .parts(var parts): parts.titleText = .shown(newValue); storage = .parts(parts)
            case .tape(var row): row.shownTitle = newValue; storage = .tape(row)
            }
        }
    }

    /// The rows one level down; empty for a leaf.
    public var children: TreeChildren {
        get {
            switch storage {
            case .parts(let parts): return TreeChildren(parts.children)
            case .tape(let row): return row.children
            }
        }
        set { modify { $0.children = Array(newValue) } }
    }

    /// Meaningful for leaves.
    public var detail: LeafDetail {
        switch storage {
        case .parts(let parts): return parts.detail
        case .tape(let row): return row.detail
        }
    }

    /// An optional one-line value text (for example the value of a JSON scalar).
    public var subtitle: String? {
        get { subtitleText.map(text) }
        set {
            switch storage {
            case .parts(var parts): parts.subtitleText = newValue.map(Text.shown); storage = .parts(parts)
            case .tape(var row): row.shownSubtitle = .some(newValue); storage = .tape(row)
            }
        }
    }

    /// The scalar this row stands for (a leaf of a generic document), if any.
    public var value: ScalarValue? {
        switch storage {
        case .parts(let parts): return parts.value
        case .tape(let row): return row.value
        }
    }

    /// The keys and values of a row in the original tutorial's shape (in file order), if any.
    public var fields: [TreeField] {
        get {
            switch storage {
            case .parts(let parts): return parts.fields
            case .tape(let row): return row.fields
            }
        }
        set { modify { $0.fields = newValue } }
    }

    /// Changes the parts of this row; a view of a tape becomes a row of its own parts
    /// first (its children stay views).
    private mutating func modify(_ change: (inout Parts) -> Void) {
        var parts: Parts
        switch storage {
        case .parts(let own): parts = own
        case .tape(let row):
            parts = Parts(
                titleText: row.titleText, children: Array(row.children), detail: row.detail,
                subtitleText: row.subtitleText, value: row.value, fields: row.fields)
        }
        change(&parts)
        storage = .parts(parts)
    }

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
            && lhs.fields == rhs.fields && lhs.children.elementsEqual(rhs.children)
    }

    /// The node reached by following `path` (child indices from this node), if any.
    public func node(at path: [Int]) -> TreeNode? {
        var node = self
        for index in path {
            let children = node.children
            guard children.indices.contains(index) else { return nil }
            node = children[index]
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
