import CLibXML2
import Foundation

/// A libxml2 SAX reader (hardened through `LibXML`/`XMLParseGuard`) that hands elements
/// and text to a subclass and keeps a `ReadBudget`: nesting depth, element and attribute
/// count, name lengths and text lengths are checked as each event arrives, before the
/// text is stored, so no document is ever expanded in memory first.
///
/// Subclasses override `start`, `end` and `text`, and call `refuse(_:)` to stop; a
/// format whose elements are markup around values (property lists) overrides `counts`.
class XMLEventReader: XMLParseGuard {
    // Touched only by the SAX callbacks on the parsing thread (see XMLPropertyListReader's
    // state): no runtime exclusivity check on each access.
    @exclusivity(unchecked) var budget: ReadBudget
    /// Whether each open element entered a level of nesting.
    @exclusivity(unchecked) private var nesting: [Bool] = []

    init(limits: ReadLimits) {
        budget = ReadBudget(limits)
    }

    /// How the element `name` counts: as a value (against the value limit) and as a level
    /// of nesting, and whether its name and attributes count as text. In plain XML every
    /// element is all three; `XMLPropertyListReader` counts values as JSON does.
    func counts(_ name: String) -> (value: Bool, nests: Bool, markupIsText: Bool) {
        (true, true, true)
    }

    /// An element starts: its qualified name and attributes (qualified name, value).
    func start(name: String, attributes: [(name: String, value: String)]) throws(ImportError) {}
    /// The innermost element ends.
    func end() throws(ImportError) {}
    /// Text (or CDATA) inside the innermost element.
    func text(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImportError) {}

    /// The line being parsed, for messages.
    var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }

    /// Stops the parse with `error`, positioned at the current line (a limit's message
    /// stays as it is, the same in every format).
    func stop(_ error: ImportError) {
        refuse(budget.exceeded ? error : .at(line: line, column: 0, error.message))
    }

    /// Parses `data` (UTF-8, or UTF-16/UCS-4 that libxml2 detects), calling the overrides.
    func parse(_ data: Data, name: String) throws(ImportError) {
        try parse(XMLPushParser.chunks(of: data), name: name)
    }

    /// Parses the document `chunks` hands out, as they are read.
    func parse(_ chunks: XMLPushParser.Chunks, name: String) throws(ImportError) {
        var handler = xmlSAXHandler()
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let context else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(context).takeUnretainedValue()
            reader.dispatchStart(localName, prefix, Int(attributeCount), attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(context).takeUnretainedValue()
            guard reader.refusal == nil else { return }
            if reader.nesting.popLast() == true { reader.budget.leave() }
            do throws(ImportError) { try reader.end() } catch { reader.stop(error) }
        }
        handler.characters = { context, characters, length in
            guard let context, let characters, length > 0 else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(context).takeUnretainedValue()
            guard reader.refusal == nil else { return }
            do throws(ImportError) {
                try reader.text(UnsafeBufferPointer(start: characters, count: Int(length)))
            } catch { reader.stop(error) }
        }
        handler.cdataBlock = handler.characters
        try XMLPushParser.run(handler: &handler, guard: self, name: name, chunks: chunks)
    }

    private func dispatchStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ count: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard refusal == nil else { return }
        do throws(ImportError) {
            try budget.checkpoint(bytesRead: context.map { Int(xmlByteConsumed($0)) } ?? 0)
            let name = try qualifiedName(localName, prefix)
            let rule = counts(name)
            if rule.nests { try budget.enter() }
            nesting.append(rule.nests)
            if rule.value { try budget.countNode() }
            if rule.markupIsText { try budget.countExpanded(name.utf8.count) }
            var pairs: [(name: String, value: String)] = []
            if let attributes, count > 0 {
                pairs.reserveCapacity(count)
                for index in 0..<count {
                    let base = index * 5
                    let attributeName = try qualifiedName(attributes[base], attributes[base + 1])
                    if rule.markupIsText {
                        try budget.countNode()
                        try budget.countExpanded(attributeName.utf8.count)
                    }
                    var value = ""
                    if let start = attributes[base + 3], let end = attributes[base + 4], end >= start {
                        let length = end - start
                        if rule.markupIsText || length > budget.limits.stringBytes { try budget.countString(length) }
                        value = String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
                    }
                    pairs.append((attributeName, value))
                }
            }
            try start(name: name, attributes: pairs)
        } catch {
            stop(error)
        }
    }

    /// The name `prefix:local`, refused past the key length limit (the caller charges it
    /// as text where names are text).
    private func qualifiedName(
        _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?
    ) throws(ImportError) -> String {
        let localLength = local.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? 0
        let prefixLength = prefix.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? 0
        if localLength + prefixLength > budget.limits.keyBytes { try budget.countKey(localLength + prefixLength) }
        let name = LibXML.string(local)
        return prefix == nil ? name : LibXML.string(prefix) + ":" + name
    }
}
