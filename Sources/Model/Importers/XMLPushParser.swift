import CLibXML2
import Foundation

/// Feeds a document to a libxml2 SAX push parser in chunks, so files of any size are read
/// with constant memory, and turns the outcome into a Swift error.
enum XMLPushParser {
    /// Size of each chunk read from a file.
    static let chunkSize = 256 * 1024

    /// A source of document bytes: returns the next chunk, or an empty `Data` at the end.
    typealias Chunks = () throws(ImportError) -> Data

    /// Parses with `handler`, whose callbacks receive `guardObject` as their context.
    /// `afterChunk` runs after each chunk was parsed (to hand out what was read so far).
    static func run(
        handler: inout xmlSAXHandler, guard guardObject: XMLParseGuard, name: String,
        chunks: Chunks, afterChunk: (() -> Void)? = nil
    ) throws(ImportError) {
        LibXML.prepare()
        installGuardCallbacks(on: &handler)
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        let userData = Unmanaged.passUnretained(guardObject).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, name) else {
            throw ImportError(message: tr("The XML parser could not be started."))
        }
        defer {
            guardObject.context = nil
            xmlFreeParserCtxt(context)
        }
        guardObject.context = context
        xmlCtxtUseOptions(context, LibXML.parseOptions)
        var finished = false
        while !finished {
            let chunk = try chunks()
            finished = chunk.isEmpty
            let status: Int32 = chunk.withUnsafeBytes { raw in
                let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
                return xmlParseChunk(context, base, Int32(raw.count), finished ? 1 : 0)
            }
            if status != 0 || guardObject.outcome(wellFormed: true) != nil { break }
            if context.pointee.disableSAX != 0 { break }
            afterChunk?()
        }
        withExtendedLifetime(guardObject) {}
        // libxml2's push parser calls a document that stops inside an element "Extra
        // content at the end of the document"; say what happened instead.
        if guardObject.firstErrorCode == Int32(XML_ERR_DOCUMENT_END.rawValue), context.pointee.nameNr > 0 {
            guardObject.replaceFirstError(
                .at(
                    line: Int(xmlSAX2GetLineNumber(context)), column: 0,
                    tr(
                        "The document ends before all its elements are closed; it may be truncated.")))
        }
        if let failure = guardObject.outcome(wellFormed: context.pointee.wellFormed != 0) { throw failure }
    }

    /// Chunks of a file, read as the parser needs them; past `limit` bytes (the file may
    /// grow while it is read) the read stops with `ImportError.tooLarge`.
    static func chunks(of url: URL, limit: Int = .max) throws(ImportError) -> (Chunks, close: () -> Void) {
        let handle = FileHandle(fileDescriptor: try ImportFile.openRegularFile(url).fd, closeOnDealloc: true)
        var total = 0
        let next: Chunks = { () throws(ImportError) -> Data in
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: chunkSize) ?? Data()
            } catch {
                throw .unreadable(url, reason: (error as NSError).localizedDescription)
            }
            total += chunk.count
            if total > limit { throw .tooLarge(name: url.lastPathComponent, limit: limit) }
            return chunk
        }
        return (next, { try? handle.close() })
    }

    /// Chunks of a document already in memory.
    static func chunks(of data: Data) -> Chunks {
        var offset = data.startIndex
        return { () throws(ImportError) -> Data in
            let end = min(offset + chunkSize, data.endIndex)
            defer { offset = end }
            return data[offset..<end]
        }
    }
}
