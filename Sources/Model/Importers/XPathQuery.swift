import CLibXML2
import Foundation

/// One node selected by an XPath query (the original tutorials' `PerformXMLXPathQuery` dictionaries:
/// nodeName, nodeContent, nodeAttributeArray, nodeChildArray).
public struct XPathNode: Sendable, Equatable {
    /// The qualified name ("title", "dc:creator"); "" for a computed value
    /// (`count(//item)`), "text" for a text node.
    public var name: String
    /// The value of an attribute or text node, the node's own text for an element (nil
    /// when it has none), or the result of a computed query.
    public var content: String?
    /// The attributes of an element, in document order.
    public var attributes: [Attribute]
    /// The element's child elements, each with its own content, attributes and children.
    public var children: [XPathNode]

    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(name: String, content: String?, attributes: [Attribute] = [], children: [XPathNode] = []) {
        self.name = name
        self.content = content
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element called `name`.
    public func child(_ name: String) -> XPathNode? {
        children.first { $0.name == name }
    }
}

/// Runs XPath queries over XML documents with libxml2 (hardened parsing, see `LibXML`).
public enum XPathQuery {
    /// XPath evaluation steps allowed per query, so a pathological expression over a
    /// large document stops with a message instead of spinning.
    public static let operationLimit: UInt = 20_000_000

    /// Parses `document` and returns the nodes `query` selects. `namespaces` maps
    /// prefixes used in the query to namespace URIs (e.g. `["atom": "http://www.w3.org/2005/Atom"]`).
    public static func perform(
        _ query: String, onXML document: Data,
        namespaces: [String: String] = [:]
    ) throws(ImportError) -> [XPathNode] {
        let dom = try XMLDOM.parse(data: document, name: tr("XML document"))
        return try perform(query, on: dom, namespaces: namespaces)
    }

    static func perform(
        _ query: String, on dom: XMLDOM, namespaces: [String: String] = [:],
        context node: xmlNodePtr? = nil
    ) throws(ImportError) -> [XPathNode] {
        try evaluate(query, on: dom, namespaces: namespaces, context: node) { result throws(ImportError) in
            switch result.pointee.type {
            case XPATH_NODESET:
                var nodes: [XPathNode] = []
                forEach(in: result) { nodes.append(convert($0)) }
                return nodes
            case XPATH_BOOLEAN:
                return [XPathNode(name: "", content: result.pointee.boolval != 0 ? "true" : "false")]
            case XPATH_NUMBER:
                let number = result.pointee.floatval
                let text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
                return [XPathNode(name: "", content: text)]
            case XPATH_STRING:
                return [XPathNode(name: "", content: LibXML.string(result.pointee.stringval))]
            default:
                return []
            }
        }
    }

    /// The raw nodes a query selects, for importers that walk the DOM themselves.
    static func nodes(
        _ query: String, on dom: XMLDOM, namespaces: [String: String] = [:],
        context node: xmlNodePtr? = nil
    ) throws(ImportError) -> [xmlNodePtr] {
        try evaluate(query, on: dom, namespaces: namespaces, context: node) { result throws(ImportError) in
            var nodes: [xmlNodePtr] = []
            forEach(in: result) { nodes.append($0) }
            return nodes
        }
    }

    private static func forEach(in result: xmlXPathObjectPtr, _ body: (xmlNodePtr) -> Void) {
        guard result.pointee.type == XPATH_NODESET, let set = result.pointee.nodesetval,
            let table = set.pointee.nodeTab
        else { return }
        for index in 0..<Int(set.pointee.nodeNr) {
            if let node = table[index] { body(node) }
        }
    }

    private static func evaluate<T>(
        _ query: String, on dom: XMLDOM, namespaces: [String: String],
        context node: xmlNodePtr?,
        _ body: (xmlXPathObjectPtr) throws(ImportError) -> T
    ) throws(ImportError) -> T {
        guard let context = xmlXPathNewContext(dom.document) else {
            throw ImportError(message: tr("The XPath query could not be started."))
        }
        defer { xmlXPathFreeContext(context) }
        context.pointee.opLimit = operationLimit
        if let node { context.pointee.node = node }
        let collector = XMLParseGuard()
        context.pointee.userData = Unmanaged.passUnretained(collector).toOpaque()
        context.pointee.error = { userData, error in
            guard let userData, let error else { return }
            Unmanaged<XMLParseGuard>.fromOpaque(userData).takeUnretainedValue().record(error)
        }
        for (prefix, uri) in namespaces {
            xmlXPathRegisterNs(context, prefix, uri)
        }
        let result = xmlXPathEvalExpression(query, context)
        defer { if let result { xmlXPathFreeObject(result) } }
        withExtendedLifetime(collector) {}
        if let failure = collector.outcome(wellFormed: true) {
            throw ImportError(message: fill(tr("The XPath query “%1$@” failed: %2$@"), query, failure.message))
        }
        guard let result else {
            throw ImportError(message: fill(tr("The XPath query “%1$@” failed."), query))
        }
        return try body(result)
    }

    /// Converts a selected node; element trees are at most libxml2's depth limit (256) deep.
    static func convert(_ node: xmlNodePtr) -> XPathNode {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            return XPathNode(
                name: XMLDOM.name(of: node), content: XMLDOM.directText(of: node),
                attributes: XMLDOM.attributes(of: node).map { XPathNode.Attribute(name: $0.name, value: $0.value) },
                children: XMLDOM.elementChildren(of: node).map(convert))
        case XML_ATTRIBUTE_NODE:
            return XPathNode(name: LibXML.string(node.pointee.name), content: XMLDOM.content(of: node))
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return XPathNode(name: "text", content: XMLDOM.content(of: node))
        case XML_DOCUMENT_NODE:
            return XPathNode(
                name: "", content: nil,
                children: XMLDOM.elementChildren(of: node).map(convert))
        default:
            return XPathNode(name: LibXML.string(node.pointee.name), content: XMLDOM.content(of: node))
        }
    }
}
