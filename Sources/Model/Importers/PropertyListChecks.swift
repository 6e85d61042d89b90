import Foundation

/// Nesting check for XML property lists, run before Foundation's recursive parser.
///
/// Counts open `<array>` and `<dict>` elements (skipping comments, processing
/// instructions and CDATA) and refuses the document as soon as they nest deeper than the
/// limit. The full syntax check is left to PropertyListSerialization.
enum XMLPropertyListCheck {
    static func validate(_ data: Data, maximumDepth: Int) throws(ImportError) {
        let tooDeep: Bool = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var depth = 0
            var i = 0
            let n = bytes.count
            func hasPrefix(_ text: StaticString, at offset: Int) -> Bool {
                text.withUTF8Buffer { p in
                    guard offset + p.count <= n else { return false }
                    for k in 0..<p.count where bytes[offset + k] != p[k] { return false }
                    return true
                }
            }
            func skip(past terminator: StaticString, from offset: Int) -> Int {
                var j = offset
                while j < n && !hasPrefix(terminator, at: j) { j += 1 }
                return j + terminator.utf8CodeUnitCount
            }
            while i < n {
                guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
                if hasPrefix("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
                if hasPrefix("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9); continue }
                if hasPrefix("</array", at: i) || hasPrefix("</dict", at: i) {
                    depth -= 1
                    i += 6
                    continue
                }
                if hasPrefix("<array", at: i) || hasPrefix("<dict", at: i) {
                    var j = i + 5
                    while j < n && bytes[j] != UInt8(ascii: ">") { j += 1 }
                    let selfClosing = j > 0 && j < n && bytes[j - 1] == UInt8(ascii: "/")
                    if !selfClosing {
                        depth += 1
                        if depth > maximumDepth { return true }
                    }
                    i = j
                    continue
                }
                i += 1
            }
            return false
        }
        if tooDeep { throw .tooDeep(limit: maximumDepth) }
    }
}

/// Structure check for binary property lists ("bplist00"), run before Foundation's
/// recursive parser.
///
/// Reads the trailer and the offset table, follows every container's object references
/// without recursion, and refuses out-of-range offsets and references, reference cycles
/// and nesting deeper than the limit. Objects shared by several containers are visited
/// once, so a crafted file cannot make this check exponential.
enum BinaryPropertyListCheck {
    static func validate(_ data: Data, maximumDepth: Int, maximumNodes: Int = TreeDocument.maximumNodes) throws(ImportError) {
        let problem: Problem? = data.withUnsafeBytes { raw in
            check(raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth, maximumNodes: maximumNodes)
        }
        switch problem {
        case nil: return
        case .tooDeep: throw .tooDeep(limit: maximumDepth)
        case .cycle: throw ImportError(message: tr("The binary property list refers to itself in a loop."))
        case .malformed: throw ImportError(message: tr("The binary property list is damaged or truncated."))
        case .tooMany:
            throw .tooManyNodes(limit: maximumNodes)
        }
    }

    private enum Problem { case malformed, cycle, tooDeep, tooMany }

    private static func check(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumNodes: Int) -> Problem? {
        let n = bytes.count
        guard n >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { return .malformed }
        func readUInt(_ offset: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, offset >= 0, offset + size <= n else { return nil }
            var value: UInt64 = 0
            for k in 0..<size { value = value << 8 | UInt64(bytes[offset + k]) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        let trailer = n - 32
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard let objectCount = readUInt(trailer + 8, 8),
              let topObject = readUInt(trailer + 16, 8),
              let tableOffset = readUInt(trailer + 24, 8),
              (1...8).contains(offsetSize), (1...8).contains(refSize),
              objectCount > 0, topObject < objectCount,
              tableOffset >= 8, tableOffset < trailer,
              objectCount <= (trailer - tableOffset) / offsetSize else { return .malformed }

        func objectOffset(_ ref: Int) -> Int? {
            guard ref >= 0, ref < objectCount, let offset = readUInt(tableOffset + ref * offsetSize, offsetSize),
                  offset >= 8, offset < tableOffset else { return nil }
            return offset
        }
        /// For a container, where its references start and how many there are.
        func references(_ ref: Int) -> (start: Int, count: Int)?? {
            guard let offset = objectOffset(ref) else { return .some(nil) }
            let marker = bytes[offset]
            let type = marker >> 4
            guard type == 0xA || type == 0xB || type == 0xC || type == 0xD else { return nil }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < n, bytes[start] >> 4 == 0x1 else { return .some(nil) }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard let value = readUInt(start + 1, size) else { return .some(nil) }
                count = value
                start += 1 + size
            }
            let refs = type == 0xD ? count * 2 : count
            guard count >= 0, refs <= (tableOffset - start) / refSize else { return .some(nil) }
            return .some((start, refs))
        }

        // Height of each container's subtree once known; -1 unvisited, -2 on the current path.
        // Scalars count as height 0, containers as 1 + their tallest child. `size` is the
        // number of nodes the object expands to (shared objects count every time they are
        // referenced, as Foundation and the tree expand them), capped at maximumNodes + 1.
        var height = [Int32](repeating: -1, count: objectCount)
        var size = [Int](repeating: 1, count: objectCount)
        let sizeCap = maximumNodes + 1
        struct Frame { var ref: Int; var start: Int; var count: Int; var next: Int; var tallest: Int32; var size: Int }
        var stack: [Frame] = []
        guard objectOffset(topObject) != nil else { return .malformed }
        switch references(topObject) {
        case .none: return nil
        case .some(.none): return .malformed
        case .some(.some(let r)):
            stack.append(Frame(ref: topObject, start: r.start, count: r.count, next: 0, tallest: 0, size: 1))
            height[topObject] = -2
        }
        while var frame = stack.last {
            if frame.next == frame.count {
                stack.removeLast()
                let h = frame.tallest + 1
                height[frame.ref] = h
                size[frame.ref] = frame.size
                if frame.size >= sizeCap { return .tooMany }
                if !stack.isEmpty {
                    if h > stack[stack.count - 1].tallest { stack[stack.count - 1].tallest = h }
                    stack[stack.count - 1].size = min(sizeCap, stack[stack.count - 1].size + frame.size)
                }
                continue
            }
            guard let child = readUInt(frame.start + frame.next * refSize, refSize), child < objectCount else { return .malformed }
            frame.next += 1
            stack[stack.count - 1] = frame
            let known = height[child]
            if known == -2 { return .cycle }
            if known >= 0 {
                if stack.count + Int(known) > maximumDepth { return .tooDeep }
                if known > frame.tallest { stack[stack.count - 1].tallest = known }
                stack[stack.count - 1].size = min(sizeCap, stack[stack.count - 1].size + size[child])
                if stack[stack.count - 1].size >= sizeCap { return .tooMany }
                continue
            }
            switch references(child) {
            case .none:
                guard objectOffset(child) != nil else { return .malformed }
                height[child] = 0
                stack[stack.count - 1].size = min(sizeCap, stack[stack.count - 1].size + 1)
            case .some(.none):
                return .malformed
            case .some(.some(let r)):
                if stack.count >= maximumDepth { return .tooDeep }
                height[child] = -2
                stack.append(Frame(ref: child, start: r.start, count: r.count, next: 0, tallest: 0, size: 1))
            }
        }
        return nil
    }
}
