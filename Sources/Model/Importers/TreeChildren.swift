/// The rows one level down of a `TreeNode`: random access, each row made when it is read
/// (a view of the document's tape), so a level of 100,000 rows costs nothing until shown.
public struct TreeChildren: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    enum Base: Sendable {
        case rows([TreeNode])
        /// The rows of a tape container, by `TapeRow.child(_:)`.
        case tape(TapeRow, count: Int)
    }

    let base: Base

    /// Rows made in code.
    public init(_ rows: [TreeNode]) {
        base = .rows(rows)
    }

    public init(arrayLiteral rows: TreeNode...) {
        base = .rows(rows)
    }

    init(_ row: TapeRow, count: Int) {
        base = .tape(row, count: count)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch base {
        case .rows(let rows): return rows.count
        case .tape(_, let count): return count
        }
    }

    public subscript(position: Int) -> TreeNode {
        switch base {
        case .rows(let rows): return rows[position]
        case .tape(let row, _): return TreeNode(row.child(position))
        }
    }
}

extension TreeChildren {
    public static func == (lhs: TreeChildren, rhs: TreeChildren) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
