import Foundation

/// A document read by one of the strict readers, kept compact instead of as a tree of
/// Swift values: text becomes a Swift `String`, and a number a `ScalarValue`, only when a
/// row shows it. Immutable once built, so it is shared between threads.
///
/// Two layouts stand behind one set of questions (the kind of an entry, its children,
/// its bytes, its scalar), each answered in a few steps:
/// - `TapeEntries` (property lists): an entry per value and per key in flat arrays, text
///   the reader appended;
/// - `JSONDocumentIndex` (JSON): the file's own bytes as they are, with an index of its
///   containers only, so a document takes little more memory than its file;
/// - `BinaryPropertyListIndex`: the file's own bytes, an index already.
/// An entry is an `Int` whose meaning is the layout's own; `root` is the document's value.
public final class DocumentTape: Sendable {
    enum Kind: UInt8 {
        case dictionary, array, key, string, integer, real, yes, no, null, date, data
    }

    enum Layout: Sendable {
        case entries(TapeEntries)
        case json(JSONDocumentIndex)
        case binary(BinaryPropertyListIndex)
    }

    let layout: Layout
    /// The entry of the document's value.
    let root: Int

    init(_ entries: TapeEntries) {
        layout = .entries(entries)
        root = 0
    }

    init(_ index: JSONDocumentIndex) {
        layout = .json(index)
        root = index.root
    }

    init(_ index: BinaryPropertyListIndex) {
        layout = .binary(index)
        root = index.root
    }

    /// The records the layout keeps: entries (XML and old-style property lists),
    /// containers (JSON), objects (binary property lists).
    var count: Int {
        switch layout {
        case .entries(let tape): return tape.count
        case .json(let index): return index.starts.count
        case .binary(let index): return index.objectCount
        }
    }

    /// The bytes the layout keeps beside the document's text (for JSON and binary
    /// property lists, the file's own bytes).
    var indexBytes: Int {
        switch layout {
        case .entries(let tape): return tape.kinds.count + 8 * tape.payloads.count + 4 * tape.childList.count
        case .json(let index):
            return 9 * index.starts.count + MemoryLayout<JSONDocumentIndex.Large>.stride * index.large.count
                + 4 * index.checkpoints.count
        case .binary: return 0
        }
    }

    func kind(_ entry: Int) -> Kind {
        switch layout {
        case .entries(let tape): return tape.kind(entry)
        case .json(let index): return index.kind(entry)
        case .binary(let index): return index.kind(entry)
        }
    }

    /// The number of elements or members of a dictionary or array entry (0 for anything else).
    func childCount(_ entry: Int) -> Int {
        switch layout {
        case .entries(let tape): return tape.childCount(entry)
        case .json(let index): return index.childCount(entry)
        case .binary(let index): return index.childCount(entry)
        }
    }

    /// The `index`th element entry of an array.
    func element(_ entry: Int, _ index: Int) -> Int {
        switch layout {
        case .entries(let tape): return tape.element(entry, index)
        case .json(let layout): return layout.element(entry, index)
        case .binary(let layout): return layout.element(entry, index)
        }
    }

    /// The key and value entries of a dictionary's `index`th member.
    func member(_ entry: Int, _ index: Int) -> (key: Int, value: Int) {
        switch layout {
        case .entries(let tape): return tape.member(entry, index)
        case .json(let layout): return layout.member(entry, index)
        case .binary(let layout): return layout.member(entry, index)
        }
    }

    /// The key entry of a dictionary's `index`th member.
    func key(_ entry: Int, _ index: Int) -> Int { member(entry, index).key }

    /// The value entry of a dictionary's `index`th member.
    func value(_ entry: Int, _ index: Int) -> Int { member(entry, index).value }

    /// The (decoded) bytes of a key, string or data entry.
    func withBytes<T>(_ entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        switch layout {
        case .entries(let tape): return tape.withBytes(entry, body)
        case .json(let index): return index.withBytes(entry, body)
        case .binary(let index): return index.withBytes(entry, body)
        }
    }

    /// The text of a key or string entry.
    func string(_ entry: Int) -> String {
        withBytes(entry) { String(decoding: $0, as: UTF8.self) }
    }

    /// True for a string (or key) entry.
    func isString(_ entry: Int) -> Bool {
        let kind = kind(entry)
        return kind == .string || kind == .key
    }

    /// The text of a string entry, nil for any other kind.
    func stringValue(_ entry: Int) -> String? {
        isString(entry) ? string(entry) : nil
    }

    /// True when a string entry holds no text.
    func isEmptyString(_ entry: Int) -> Bool {
        switch layout {
        case .entries(let tape): return tape.isEmptyString(entry)
        case .json(let index): return index.isEmptyString(entry)
        case .binary(let index): return index.isEmptyString(entry)
        }
    }

    /// True when the key entry's bytes are `name`'s UTF-8.
    func key(_ entry: Int, is name: StaticString) -> Bool {
        withBytes(entry) { bytes in
            name.withUTF8Buffer { wanted in
                guard bytes.count == wanted.count else { return false }
                for k in 0..<wanted.count where bytes[k] != wanted[k] { return false }
                return true
            }
        }
    }

    /// The value entry of the first member named `name` of a dictionary entry, if any
    /// (JSON allows repeated keys; the first wins).
    func member(_ entry: Int, _ name: StaticString) -> Int? {
        guard kind(entry) == .dictionary else { return nil }
        for index in 0..<childCount(entry) {
            let (key, value) = member(entry, index)
            if self.key(key, is: name) { return value }
        }
        return nil
    }

    /// The scalar of a value entry; nil for a dictionary or an array.
    func scalar(_ entry: Int) -> ScalarValue? {
        switch kind(entry) {
        case .dictionary, .array: return nil
        case .key, .string: return .string(string(entry))
        case .yes: return .boolean(true)
        case .no: return .boolean(false)
        case .null: return .null
        case .integer, .real, .date, .data:
            switch layout {
            case .entries(let tape): return tape.number(entry)
            case .json(let index): return index.number(entry)
            case .binary(let index): return index.number(entry)
            }
        }
    }
}
