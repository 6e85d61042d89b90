/// A row of the Drill Down tree as a view of a `DocumentTape`: the value entry it stands
/// for and how it was reached. Its title, subtitle, value, fields and children follow
/// `TreeBuilder`'s rules, worked out each time they are read (a few entries looked at).
struct TapeRow: Sendable {
    /// What a generic row is titled with when it has no name of its own.
    enum Title: Sendable {
        /// The document's name (the root).
        case name(String)
        /// The key entry of a dictionary member.
        case key(Int)
        /// The position (from 1) of an array element.
        case item(Int)
    }

    enum Role: Sendable {
        case generic(title: Title, inArray: Bool)
        /// The "Root" of a document in the original tutorials' shape.
        case tutorialRoot
        /// A row of the original tutorials' shape.
        case tutorialRow
    }

    let tape: DocumentTape
    let entry: Int
    let role: Role
    /// Set by `TreeNode.title`'s and `subtitle`'s setters.
    var shownTitle: String?
    var shownSubtitle: String??

    init(tape: DocumentTape, entry: Int, role: Role) {
        self.tape = tape
        self.entry = entry
        self.role = role
    }

    var titleText: TreeNode.Text {
        if let shownTitle { return .shown(shownTitle) }
        switch role {
        case .tutorialRoot: return .shown(tr("Root"))
        case .tutorialRow: return .document(tape.member(entry, "Title").flatMap(tape.stringValue) ?? "")
        case .generic(let title, let inArray):
            switch tape.kind(entry) {
            case .dictionary:
                // Elements of an array are told apart by their name.
                if inArray, let name = displayName { return .document(name) }
            case .array: break
            default: if inArray { return .ownValue }
            }
            switch title {
            case .name(let name): return .document(name)
            case .key(let key):
                return tape.isEmptyString(key) ? .shown(tr("(empty key)")) : .document(tape.string(key))
            case .item(let number): return .item(number)
            }
        }
    }

    var subtitleText: TreeNode.Text? {
        if let shownSubtitle { return shownSubtitle.map(TreeNode.Text.shown) }
        guard case .generic(_, let inArray) = role else { return nil }
        let count = tape.childCount(entry)
        switch tape.kind(entry) {
        case .dictionary:
            // An element of an array without a name is told apart by its first text.
            if inArray, displayName == nil, let text = firstText { return .document(text) }
            return .itemCount(count)
        case .array: return .itemCount(count)
        default: return inArray ? nil : .ownValue
        }
    }

    /// The first non-empty "Title", "title", "name" or "Name" text of a dictionary.
    private var displayName: String? {
        for key: StaticString in ["Title", "title", "name", "Name"] {
            if let value = tape.member(entry, key), let text = tape.stringValue(value), !text.isEmpty {
                return text
            }
        }
        return nil
    }

    /// The first non-empty text value of a dictionary.
    private var firstText: String? {
        for index in 0..<tape.childCount(entry) {
            let value = tape.value(entry, index)
            if tape.isString(value), !tape.isEmptyString(value) { return tape.string(value) }
        }
        return nil
    }

    var detail: LeafDetail {
        guard case .tutorialRow = role, let view = tape.member(entry, "View"), let scalar = tape.scalar(view) else {
            return .simple
        }
        return TreeBuilder.viewNumber(scalar) ?? .simple
    }

    var value: ScalarValue? {
        guard case .generic = role else { return nil }
        return tape.scalar(entry)
    }

    /// All keys and values of a tutorial row (or the root), containers summarised.
    var fields: [TreeField] {
        if case .generic = role { return [] }
        guard tape.kind(entry) == .dictionary else { return [] }
        return (0..<tape.childCount(entry)).map { index in
            let (key, member) = tape.member(entry, index)
            let value = tape.scalar(member) ?? .string(TreeBuilder.countText(tape.childCount(member)))
            return TreeField(key: tape.string(key), value: value)
        }
    }

    /// The container whose entries are this row's children, if any.
    private var childContainer: Int? {
        switch role {
        case .generic: return entry
        case .tutorialRoot: return tape.member(entry, "Rows")
        case .tutorialRow: return tape.member(entry, "Children")
        }
    }

    var children: TreeChildren {
        guard let container = childContainer else { return TreeChildren([]) }
        return TreeChildren(self, count: tape.childCount(container))
    }

    /// The row of child `index`.
    func child(_ index: Int) -> TapeRow {
        guard let container = childContainer else { return self }
        if tape.kind(container) == .dictionary {
            let (key, value) = tape.member(container, index)
            return TapeRow(tape: tape, entry: value, role: .generic(title: .key(key), inArray: false))
        }
        let element = tape.element(container, index)
        switch role {
        case .tutorialRoot, .tutorialRow: return TapeRow(tape: tape, entry: element, role: .tutorialRow)
        case .generic:
            return TapeRow(tape: tape, entry: element, role: .generic(title: .item(index + 1), inArray: true))
        }
    }
}
