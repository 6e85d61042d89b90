import CLibXML2
import Foundation

/// The hardened libxml2 set-up every XML importer goes through.
///
/// libxml2 2.9.14 has global state and weak limits, so the rules are:
/// - `LibXML.prepare()` runs once per process (a Swift `static let`, so it is
///   thread-safe): `xmlInitParser()` and a deny-all external entity loader, so no file or
///   URL is ever read on behalf of a document (XXE), whatever a parser's options say.
/// - Parsers use `LibXML.parseOptions`: `XML_PARSE_NONET`, never `NOENT`, `DTDLOAD`,
///   `DTDATTR` or `HUGE`, so libxml2's default limits (depth 256, 10 MB text nodes) stay on.
/// - A document whose DOCTYPE declares any entity is refused at the declaration (2.9.14
///   has weak amplification limits, so billion-laughs and quadratic-blowup documents
///   never get to expand), and a reference to an entity that is not one of the five
///   predefined ones is refused too.
/// - Errors are collected per parser context through the structured error callback
///   (never libxml2's global, per-thread handlers), so parsers may run on any thread.
enum LibXML {
    private static let setUp: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// Performs the one-time process set-up; cheap after the first call.
    static func prepare() {
        _ = setUp
    }

    /// The options for every document parser.
    static let parseOptions = Int32(XML_PARSE_NONET.rawValue)

    /// The text of a libxml2 string, or "" for NULL.
    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// The text of a C string from libxml2 (error messages), or "" for NULL.
    static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(pointer)), as: UTF8.self)
    }
}

/// Collects the first error of one parse, and whether the parse was refused for safety.
///
/// Shared by the SAX readers (as their callback context) and the DOM reader (through the
/// parser context's `_private` pointer).
class XMLParseGuard {
    /// The parser context, once created (used to stop the parser from callbacks).
    var context: xmlParserCtxtPtr?
    /// The first error libxml2 reported (level error or fatal).
    private(set) var firstError: ImportError?
    /// libxml2's code of `firstError` (an `xmlParserErrors` value).
    private(set) var firstErrorCode: Int32 = 0
    /// Set when the importer itself stopped the parse (unsafe or unexpected content).
    private(set) var refusal: ImportError?

    /// Stops the parser with a message of our own; the first refusal wins.
    func refuse(_ error: ImportError) {
        if refusal == nil { refusal = error }
        if let context { xmlStopParser(context) }
    }

    /// Records a libxml2 error (the first one of level error or fatal is kept).
    func record(_ error: UnsafePointer<xmlError>) {
        let e = error.pointee
        guard e.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil,
            e.code != Int32(XML_ERR_USER_STOP.rawValue)
        else { return }
        firstError = .at(line: Int(e.line), column: Int(e.int2), Self.tidy(LibXML.string(e.message)))
        firstErrorCode = e.code
    }

    /// Counts text delivered to the DOM builder, refusing text nodes longer than `limit`
    /// (libxml2 2.9.14 does not check a text node delivered in one piece).
    var textRun = 0

    /// Replaces the first error's message, keeping its position prefix.
    func replaceFirstError(_ error: ImportError) {
        firstError = error
    }

    /// The error to throw after the parse, if any: our refusal first (it is the cause of
    /// the errors that may follow), then libxml2's first error, then a generic message
    /// if libxml2 marked the document not well-formed without saying why.
    func outcome(wellFormed: Bool) -> ImportError? {
        if let refusal { return refusal }
        if let firstError { return firstError }
        if !wellFormed { return ImportError(message: tr("The XML document is not well-formed.")) }
        return nil
    }

    /// libxml2's messages end in a newline and name the line of the opening tag in the
    /// middle ("…: title line 3 and Book"); the position is already given in front.
    ///
    /// libxml2's own limits (depth, text and name length, input size) end their messages
    /// with advice for programmers ("use XML_PARSE_HUGE option"); users get a sentence
    /// naming the limit instead. Everything quoted from the document is bounded.
    static func tidy(_ message: String) -> String {
        let head = message.prefix(400).lowercased()
        if head.contains("xml_parse_huge") || head.contains("huge") || head.contains("excessive depth") {
            if head.contains("depth") { return ImportError.tooDeep(limit: ReadLimits.standard.depth).message }
            return tr("The document passes one of the XML parser's size limits (a text, name or value is too long).")
        }
        var text = DisplayText.line(message, limit: 400)
        if let range = text.range(of: #" line \d+ and "#, options: .regularExpression) {
            text.replaceSubrange(range, with: " and ")
        }
        return text
    }

    static let entityRefused = ImportError(
        message: tr(
            "The document declares entities in its DOCTYPE. Such documents are refused because they can read other files or expand without limit."
        ))

    static func undeclaredEntity(_ name: String) -> ImportError {
        ImportError(message: fill(tr("The document refers to the undeclared entity “&%1$@;”."), name))
    }
}

/// Installs the guard's callbacks on a SAX handler whose callback context is the guard
/// itself (SAX readers created with the guard as user data).
func installGuardCallbacks(on handler: inout xmlSAXHandler) {
    handler.entityDecl = { context, _, _, _, _, _ in
        guard let context else { return }
        Unmanaged<XMLParseGuard>.fromOpaque(context).takeUnretainedValue().refuse(XMLParseGuard.entityRefused)
    }
    handler.getEntity = { context, name in
        guard let context else { return nil }
        if let name, let predefined = xmlGetPredefinedEntity(name) { return predefined }
        Unmanaged<XMLParseGuard>.fromOpaque(context).takeUnretainedValue()
            .refuse(XMLParseGuard.undeclaredEntity(LibXML.string(name)))
        return nil
    }
    handler.getParameterEntity = { context, name in
        guard let context else { return nil }
        Unmanaged<XMLParseGuard>.fromOpaque(context).takeUnretainedValue()
            .refuse(XMLParseGuard.undeclaredEntity("%" + LibXML.string(name)))
        return nil
    }
    handler.serror = { context, error in
        guard let context, let error else { return }
        Unmanaged<XMLParseGuard>.fromOpaque(context).takeUnretainedValue().record(error)
    }
}
