import Foundation

/// Integers (bytes, offsets, ids, bit words) in one malloc'd block that grows with `realloc`
/// while it is filled and is trimmed to its size when done (`trim()`): a column of a
/// million values keeps no spare capacity (an Array keeps up to as much again and cannot
/// shrink), and growing a large block copies nothing when glibc can remap it.
///
/// Filled by one owner (a builder), then only read: share it once `trim()` was called.
/// An allocation that fails leaves the column `overflowed` (the values are dropped), which
/// its builder reports as an error instead of crashing.
final class PackedColumn<Element: FixedWidthInteger & BitwiseCopyable>: @unchecked Sendable {
    // @unchecked: mutated only by its builder before it is shared; read-only afterwards.
    private var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0
    /// An allocation failed (or `limit` was passed): the column is incomplete.
    private(set) var overflowed = false

    init() {}

    deinit { free(base) }

    /// The bytes the column holds.
    var byteCount: Int { capacity * MemoryLayout<Element>.stride }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base?[index] ?? 0 }
        set { base?[index] = newValue }
    }

    @inline(__always)
    func append(_ value: Element) {
        if count == capacity, !grow(to: count + 1) { return }
        base?[count] = value
        count += 1
    }

    func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress, !values.isEmpty else { return }
        if count + values.count > capacity, !grow(to: count + values.count) { return }
        (base.map { $0 + count })?.update(from: source, count: values.count)
        count += values.count
    }

    /// Appends `value` until the column holds `total` values.
    func pad(to total: Int, with value: Element) {
        while count < total && !overflowed { append(value) }
    }

    /// Gives back the spare capacity.
    func trim() {
        guard capacity > count else { return }
        if count == 0 {
            free(base)
            base = nil
            capacity = 0
            return
        }
        let bytes = count * MemoryLayout<Element>.stride
        if let smaller = realloc(base, bytes) {
            base = smaller.assumingMemoryBound(to: Element.self)
            capacity = count
        }
    }

    func withBuffer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Grows the block to hold at least `needed` values (half as much again each time).
    private func grow(to needed: Int) -> Bool {
        guard !overflowed else { return false }
        let wanted = max(needed, capacity + capacity / 2, 1024 / max(1, MemoryLayout<Element>.stride))
        let (bytes, tooMany) = wanted.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !tooMany, let grown = realloc(base, bytes) else {
            overflowed = true
            return false
        }
        base = grown.assumingMemoryBound(to: Element.self)
        capacity = wanted
        return true
    }
}
