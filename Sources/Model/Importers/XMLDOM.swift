import CLibXML2
import Foundation

/// A libxml2 document tree parsed with the hardened settings of `LibXML`, freed on
/// deinit. Internal: callers get Swift values (`XPathNode`, `TreeNode`, `FeedItem`).
final class XMLDOM {
    /// Documents larger than this are refused before parsing (a DOM costs several times
    /// the file size in memory).
    static let maximumSize = 64 * 1024 * 1024

    /// Longest text node accepted (libxml2's own 10 MB check misses text that arrives
    /// in one piece).
    static let maximumTextLength = 4 * 1024 * 1024

    let document: xmlDocPtr

    private init(document: xmlDocPtr) {
        self.document = document
    }

    deinit {
        xmlFreeDoc(document)
    }

    var root: xmlNodePtr? { xmlDocGetRootElement(document) }

    static func parse(contentsOf url: URL) throws(ImportError) -> XMLDOM {
        try parse(data: ImportFile.read(url, limit: maximumSize), name: url.lastPathComponent)
    }

    /// Parses `data`; `name` is used in messages. Refuses entity declarations,
    /// undeclared entities and any access to files or the network.
    static func parse(data: Data, name: String) throws(ImportError) -> XMLDOM {
        LibXML.prepare()
        if data.count > maximumSize { throw .tooLarge(name: name, limit: maximumSize) }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw .empty(name: name) }
        guard let context = xmlNewParserCtxt(), let sax = context.pointee.sax else {
            throw ImportError(message: tr("The XML parser could not be started."))
        }
        defer { xmlFreeParserCtxt(context) }
        let guardObject = XMLParseGuard()
        guardObject.context = context
        context.pointee._private = Unmanaged.passUnretained(guardObject).toOpaque()
        installCallbacks(on: sax)
        let document: xmlDocPtr? = data.withUnsafeBytes { raw in
            xmlCtxtReadMemory(
                context, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count),
                name, nil, LibXML.parseOptions)
        }
        let wellFormed = context.pointee.wellFormed != 0
        withExtendedLifetime(guardObject) {}
        context.pointee._private = nil
        if let failure = guardObject.outcome(wellFormed: wellFormed && document != nil) {
            if let document { xmlFreeDoc(document) }
            throw failure
        }
        guard let document else { throw ImportError(message: tr("The XML document is not well-formed.")) }
        return XMLDOM(document: document)
    }

    /// The guard's callbacks on the DOM builder's SAX handler. The builder's callbacks
    /// receive the parser context; they find the guard through its `_private` pointer.
    private static func installCallbacks(on sax: UnsafeMutablePointer<xmlSAXHandler>) {
        sax.pointee.entityDecl = { context, _, _, _, _, _ in
            XMLDOM.guardObject(context)?.refuse(XMLParseGuard.entityRefused)
        }
        sax.pointee.getEntity = { context, name in
            if let name, let predefined = xmlGetPredefinedEntity(name) { return predefined }
            XMLDOM.guardObject(context)?.refuse(XMLParseGuard.undeclaredEntity(LibXML.string(name)))
            return nil
        }
        sax.pointee.getParameterEntity = { context, name in
            XMLDOM.guardObject(context)?.refuse(XMLParseGuard.undeclaredEntity("%" + LibXML.string(name)))
            return nil
        }
        sax.pointee.serror = { context, error in
            guard let error else { return }
            XMLDOM.guardObject(context)?.record(error)
        }
        sax.pointee.characters = { context, characters, length in
            if XMLDOM.acceptText(context, length) { xmlSAX2Characters(context, characters, length) }
        }
        sax.pointee.cdataBlock = { context, characters, length in
            if XMLDOM.acceptText(context, length) { xmlSAX2CDataBlock(context, characters, length) }
        }
        sax.pointee.startElementNs = {
            context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
            XMLDOM.guardObject(context)?.textRun = 0
            xmlSAX2StartElementNs(
                context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
        }
        sax.pointee.endElementNs = { context, localName, prefix, uri in
            XMLDOM.guardObject(context)?.textRun = 0
            xmlSAX2EndElementNs(context, localName, prefix, uri)
        }
        sax.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    }

    /// Parses a document arriving in chunks (a download) with libxml2's push parser, so
    /// the tree is built while the bytes arrive; same limits and refusals as `parse(data:)`.
    static func parse(chunks: ByteChunks, name: String) throws(ImportError) -> XMLDOM {
        LibXML.prepare()
        guard let context = xmlCreatePushParserCtxt(nil, nil, nil, 0, name), let sax = context.pointee.sax else {
            throw ImportError(message: tr("The XML parser could not be started."))
        }
        defer {
            if let partial = context.pointee.myDoc { xmlFreeDoc(partial) }
            xmlFreeParserCtxt(context)
        }
        let guardObject = XMLParseGuard()
        guardObject.context = context
        context.pointee._private = Unmanaged.passUnretained(guardObject).toOpaque()
        installCallbacks(on: sax)
        xmlCtxtUseOptions(context, LibXML.parseOptions)
        var total = 0
        var sawContent = false
        var finished = false
        while !finished {
            let chunk = try chunks()
            finished = chunk.isEmpty
            total += chunk.count
            if total > maximumSize { throw .tooLarge(name: name, limit: maximumSize) }
            if !sawContent && chunk.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) { sawContent = true }
            if finished && !sawContent { throw .empty(name: name) }
            let status: Int32 = chunk.withUnsafeBytes { raw in
                xmlParseChunk(
                    context, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count), finished ? 1 : 0)
            }
            if status != 0 || guardObject.outcome(wellFormed: true) != nil || context.pointee.disableSAX != 0 { break }
        }
        let wellFormed = context.pointee.wellFormed != 0
        withExtendedLifetime(guardObject) {}
        context.pointee._private = nil
        if let failure = guardObject.outcome(wellFormed: wellFormed && finished) { throw failure }
        guard let document = context.pointee.myDoc else {
            throw ImportError(message: tr("The XML document is not well-formed."))
        }
        context.pointee.myDoc = nil
        return XMLDOM(document: document)
    }

    /// Counts `length` more bytes of the current text run; refuses the document (and
    /// returns false) once the run is longer than `maximumTextLength`.
    private static func acceptText(_ context: UnsafeMutableRawPointer?, _ length: Int32) -> Bool {
        guard let guardObject = guardObject(context) else { return false }
        guardObject.textRun += Int(length)
        guard guardObject.textRun > maximumTextLength else { return true }
        let line = guardObject.context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
        guardObject.refuse(
            .at(
                line: line, column: 0,
                fill(
                    tr("A text in the document is too long (more than %1$@)."),
                    ByteCountFormatter.string(fromByteCount: Int64(maximumTextLength), countStyle: .memory))))
        return false
    }

    private static func guardObject(_ context: UnsafeMutableRawPointer?) -> XMLParseGuard? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let box = parser.pointee._private else { return nil }
        return Unmanaged<XMLParseGuard>.fromOpaque(box).takeUnretainedValue()
    }
}

extension XMLDOM {
    /// The element's name with its prefix ("dc:creator").
    static func name(of node: xmlNodePtr) -> String {
        let local = LibXML.string(node.pointee.name)
        if let ns = node.pointee.ns, let prefix = ns.pointee.prefix {
            return LibXML.string(prefix) + ":" + local
        }
        return local
    }

    /// All text below `node` (libxml2's xmlNodeGetContent).
    static func content(of node: xmlNodePtr) -> String {
        // Through an xmlBuffer: xmlNodeGetContent's result would need the global xmlFree
        // pointer, which Swift 6 treats as shared mutable state.
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        xmlNodeBufGetContent(buffer, node)
        return LibXML.string(xmlBufferContent(buffer))
    }

    /// The text of the node's own text and CDATA children, trimmed; nil when empty.
    static func directText(of node: xmlNodePtr) -> String? {
        var bytes: [UInt8] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
                let text = current.pointee.content
            {
                bytes.append(
                    contentsOf: UnsafeBufferPointer(
                        start: text, count: strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))))
            }
            child = current.pointee.next
        }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The element children of `node`, in order.
    static func elementChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    /// The attributes of an element as (qualified name, value) pairs, in order.
    static func attributes(of node: xmlNodePtr) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var name = LibXML.string(current.pointee.name)
            if let ns = current.pointee.ns, let prefix = ns.pointee.prefix {
                name = LibXML.string(prefix) + ":" + name
            }
            let value = content(of: UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self))
            result.append((name, value))
            attribute = current.pointee.next
        }
        return result
    }
}
