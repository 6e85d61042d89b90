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
/// Titles and subtitles are already bounded for display (`DisplayText`); `value` and
/// `fields` hold the full typed values for the detail page. Trees built by
/// `TreeDocument` are at most `ReadLimits.depth` levels deep, so recursive walks over
/// them are safe.
public struct TreeNode: Sendable, Equatable {
    public var title: String
    /// The rows one level down; empty for a leaf.
    public var children: [TreeNode]
    /// Meaningful for leaves.
    public var detail: LeafDetail
    /// An optional one-line value text (for example the value of a JSON scalar).
    public var subtitle: String?
    /// The scalar this row stands for (a leaf of a generic document), if any.
    public var value: ScalarValue?
    /// The keys and values of a row in the original tutorial's shape (in file order), if any.
    public var fields: [TreeField]

    public var isLeaf: Bool { children.isEmpty }

    public init(
        title: String, children: [TreeNode] = [], detail: LeafDetail = .simple, subtitle: String? = nil,
        value: ScalarValue? = nil, fields: [TreeField] = []
    ) {
        self.title = title
        self.children = children
        self.detail = detail
        self.subtitle = subtitle
        self.value = value
        self.fields = fields
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
