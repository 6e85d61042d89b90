import Foundation

/// Turns a `DocumentValue` into a `TreeNode`, keys in file order.
///
/// - A root dictionary whose "Rows" is a list of rows in the original tutorials' shape (dictionaries
///   with a "Title" text, optional "Children" lists of the same, and "View" 1, 2 or 3)
///   becomes the tree of those rows under a root titled "Root"; each row keeps all its
///   keys and values as `fields` for its detail page.
/// - Any other document (including one whose "Rows" is not such a list) is browsed
///   generically: a dictionary's rows are its keys, an array's rows are its elements
///   titled by their "Title"/"title"/"name"/"Name" text or "Item N", and scalars show
///   their value (as the row title inside an array, as the subtitle beside their key).
struct TreeBuilder {
    let rootName: String
    /// A cancelled read stops building (its caller throws `ImportError.cancelled`).
    private let progress = ReadProgress.current

    func build(_ value: DocumentValue) -> TreeNode {
        progress?.finish() // the whole text is read; what remains is building
        if let rows = value.member("Rows"), case .array(let list) = rows, Self.areTutorialRows(list) {
            return TreeNode(title: tr("Root"), children: list.map(tutorialRow), fields: fields(of: value))
        }
        return generic(value, title: .document(rootName), inArray: false)
    }

    // MARK: The original tutorials' shape

    /// True when every row (and every row below) is in the original tutorials' shape. Iterative: the
    /// rows may be deep.
    static func areTutorialRows(_ rows: [DocumentValue]) -> Bool {
        var pending: [[DocumentValue]] = [rows]
        while let list = pending.popLast() {
            for row in list {
                guard row.dictionary != nil, row.member("Title")?.string != nil else { return false }
                if let view = row.member("View") {
                    guard case .scalar(let scalar) = view, viewNumber(scalar) != nil else { return false }
                }
                if let children = row.member("Children") {
                    guard case .array(let childRows) = children else { return false }
                    pending.append(childRows)
                }
            }
        }
        return true
    }

    private static func viewNumber(_ scalar: ScalarValue) -> LeafDetail? {
        switch scalar {
        case .integer(let number): return LeafDetail(rawValue: Int(clamping: number))
        case .real(let number) where number == number.rounded() && abs(number) < 10:
            return LeafDetail(rawValue: Int(number))
        default: return nil
        }
    }

    private func tutorialRow(_ row: DocumentValue) -> TreeNode {
        var children: [TreeNode] = []
        if case .array(let rows)? = row.member("Children") {
            children = rows.map(tutorialRow)
        }
        var detail = LeafDetail.simple
        if case .scalar(let scalar)? = row.member("View"), let kind = Self.viewNumber(scalar) {
            detail = kind
        }
        return TreeNode(
            titleText: .document(row.member("Title")?.string ?? ""), children: children,
            detail: detail, fields: fields(of: row))
    }

    /// All keys and values of a dictionary, containers summarised.
    private func fields(of value: DocumentValue) -> [TreeField] {
        (value.dictionary ?? []).map { member in
            TreeField(key: member.key, value: scalar(summarising: member.value))
        }
    }

    private func scalar(summarising value: DocumentValue) -> ScalarValue {
        switch value {
        case .scalar(let scalar): return scalar
        case .array(let elements): return .string(Self.countText(elements.count))
        case .dictionary(let members): return .string(Self.countText(members.count))
        }
    }

    // MARK: Any document

    /// Titles and subtitles are kept as their sources (`TreeNode.Text`) and shortened only
    /// when a row is shown. Recursion is bounded by the readers' depth limit.
    private func generic(_ value: DocumentValue, title: TreeNode.Text, inArray: Bool) -> TreeNode {
        switch value {
        case .dictionary(let members):
            if progress?.isCancelled == true { return TreeNode(title: "") }
            let children = members.map { member in
                generic(
                    member.value, title: member.key.isEmpty ? .shown(tr("(empty key)")) : .document(member.key),
                    inArray: false)
            }
            let count = TreeNode.Text.itemCount(members.count)
            guard inArray else { return TreeNode(titleText: title, children: children, subtitleText: count) }
            // Elements of an array are told apart by their name, else by their first text.
            if let name = displayName(of: members) {
                return TreeNode(titleText: .document(name), children: children, subtitleText: count)
            }
            let firstText = members.lazy.compactMap { $0.value.string }.first { !$0.isEmpty }
            return TreeNode(
                titleText: title, children: children, subtitleText: firstText.map { .document($0) } ?? count)
        case .array(let elements):
            var children: [TreeNode] = []
            children.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                if index % 1024 == 0, progress?.isCancelled == true { break }
                children.append(generic(element, title: .item(index + 1), inArray: true))
            }
            return TreeNode(titleText: title, children: children, subtitleText: .itemCount(elements.count))
        case .scalar(let scalar):
            if inArray {
                return TreeNode(titleText: .ownValue, value: scalar)
            }
            return TreeNode(titleText: title, subtitleText: .ownValue, value: scalar)
        }
    }

    private func displayName(of members: [(key: String, value: DocumentValue)]) -> String? {
        for key in ["Title", "title", "name", "Name"] {
            if let text = members.first(where: { $0.key == key })?.value.string, !text.isEmpty {
                return text
            }
        }
        return nil
    }

    /// "Item N", the title of an array element without a name.
    static func itemTitle(_ number: Int) -> String {
        fill(tr("Item %1$@"), String(number))
    }

    static func countText(_ count: Int) -> String {
        count == 0 ? tr("Empty") : fill(trn("%1$@ item", "%1$@ items", count), String(count))
    }
}
