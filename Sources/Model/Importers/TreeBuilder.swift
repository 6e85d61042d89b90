import Foundation

/// Makes the root `TreeNode` of a `DocumentTape`, keys in file order; its rows are
/// `TapeRow` views that follow these rules when read:
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

    func build(_ tape: DocumentTape) -> TreeNode {
        ReadProgress.current?.finish() // the whole text is read; rows are views of the tape
        if let rows = tape.member(tape.root, "Rows"), Self.areTutorialRows(tape, rows) {
            return TreeNode(TapeRow(tape: tape, entry: tape.root, role: .tutorialRoot))
        }
        return TreeNode(TapeRow(tape: tape, entry: tape.root, role: .generic(title: .name(rootName), inArray: false)))
    }

    // MARK: The original tutorials' shape

    /// True when `rows` is an array and every row (and every row below) is in the original
    /// tutorials' shape. Iterative: the rows may be deep.
    static func areTutorialRows(_ tape: DocumentTape, _ rows: Int) -> Bool {
        var pending: [Int] = [rows]
        while let list = pending.popLast() {
            guard tape.kind(list) == .array else { return false }
            for index in 0..<tape.childCount(list) {
                let row = tape.element(list, index)
                guard tape.kind(row) == .dictionary, let title = tape.member(row, "Title"), tape.isString(title)
                else { return false }
                if let view = tape.member(row, "View") {
                    guard let scalar = tape.scalar(view), viewNumber(scalar) != nil else { return false }
                }
                if let children = tape.member(row, "Children") {
                    pending.append(children)
                }
            }
        }
        return true
    }

    static func viewNumber(_ scalar: ScalarValue) -> LeafDetail? {
        switch scalar {
        case .integer(let number): return LeafDetail(rawValue: Int(clamping: number))
        case .real(let number) where number == number.rounded() && abs(number) < 10:
            return LeafDetail(rawValue: Int(number))
        default: return nil
        }
    }

    /// "Item N", the title of an array element without a name.
    static func itemTitle(_ number: Int) -> String {
        fill(tr("Item %1$@"), String(number))
    }

    static func countText(_ count: Int) -> String {
        count == 0 ? tr("Empty") : fill(trn("%1$@ item", "%1$@ items", count), String(count))
    }
}
