import CLibXML2
import Foundation

/// Why a GIR file could not be read.
public struct GIRError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The namespaces read from GIR files (`Gtk-4.0.gir`, `Adw-1.gir`…), indexed by qualified
/// name ("Gtk.Label") and, for callables, by C identifier ("gtk_label_get_text").
public final class GIRRepository {
    public private(set) var classes: [String: GIRClass] = [:]
    public private(set) var enumerations: [String: GIREnumeration] = [:]
    /// Every function, method, constructor and macro by C identifier, with its namespace.
    public private(set) var symbols: [String: (namespace: String, callable: GIRCallable)] = [:]
    /// The namespaces read, with the file's own version ("4.0", "1").
    public private(set) var namespaces: [String: String] = [:]

    /// Reads `Name-Version.gir` for each of `files` from `directory`.
    public init(directory: String, files: [String]) throws(GIRError) {
        for file in files { try read(path: directory + "/" + file) }
    }

    private func read(path: String) throws(GIRError) {
        // Read the bytes here and parse from memory: a process may have turned libxml2's
        // loading of files off (the app's document readers do, with an entity loader that
        // refuses every file), and xmlReadFile goes through that loader.
        guard let data = FileManager.default.contents(atPath: path) else { throw GIRError("cannot read \(path)") }
        let parsed = data.withUnsafeBytes { bytes in
            xmlReadMemory(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), path, nil,
                Int32(XML_PARSE_NONET.rawValue))
        }
        guard let document = parsed else { throw GIRError("\(path) is not well-formed XML") }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw GIRError("\(path) is empty") }
        for namespace in elements(root, "namespace") {
            let name = attribute(namespace, "name") ?? "?"
            namespaces[name] = attribute(namespace, "version") ?? ""
            readNamespace(namespace, name)
        }
    }

    private func readNamespace(_ node: xmlNodePtr, _ namespace: String) {
        for child in elements(node) {
            switch elementName(child) {
            case "class": addClass(child, namespace, .objectClass)
            case "interface": addClass(child, namespace, .interface)
            case "record": addClass(child, namespace, .record)
            case "enumeration", "bitfield": addEnumeration(child, namespace)
            case "function", "function-macro":
                if let callable = callable(child, namespace, version: nil) { add(callable, namespace) }
            default: break
            }
        }
    }

    private func add(_ callable: GIRCallable, _ namespace: String) {
        if symbols[callable.cIdentifier] == nil { symbols[callable.cIdentifier] = (namespace, callable) }
    }

    private func addClass(_ node: xmlNodePtr, _ namespace: String, _ kind: GIRClass.Kind) {
        guard let name = attribute(node, "name") else { return }
        let version = attribute(node, "version")
        var cls = GIRClass(
            qualifiedName: namespace + "." + name, cType: cAttribute(node, "type") ?? "", kind: kind,
            parent: attribute(node, "parent").map { qualify($0, namespace) },
            implements: elements(node, "implements").compactMap { attribute($0, "name") }.map {
                qualify($0, namespace)
            },
            version: version, hasFields: !elements(node, "field").isEmpty, methods: [:], properties: [:], signals: [:])
        for child in elements(node) {
            switch elementName(child) {
            case "method", "constructor", "function":
                guard let callable = callable(child, namespace, version: version) else { continue }
                cls.methods[callable.name] = callable
                add(callable, namespace)
            case "property":
                guard let property = property(child, namespace) else { continue }
                cls.properties[property.name] = property
            case "signal":
                guard let signal = signal(child, namespace) else { continue }
                cls.signals[signal.name] = signal
            default: break
            }
        }
        classes[cls.qualifiedName] = cls
        addTypeFunction(node, namespace, version: version)
    }

    /// `gtk_label_get_type`, which GIR gives as the type's `glib:get-type` attribute.
    private func addTypeFunction(_ node: xmlNodePtr, _ namespace: String, version: String?) {
        guard let identifier = glibAttribute(node, "get-type"), identifier != "intern" else { return }
        add(
            GIRCallable(
                name: "get_type", cIdentifier: identifier, version: version, parameters: [],
                returnType: GIRType(name: "GType", cType: "GType"), returnNullable: false, isMacro: false),
            namespace)
    }

    private func addEnumeration(_ node: xmlNodePtr, _ namespace: String) {
        guard let name = attribute(node, "name") else { return }
        let members = elements(node, "member").compactMap { member -> GIRMember? in
            guard let name = attribute(member, "name"), let identifier = cAttribute(member, "identifier"),
                let value = attribute(member, "value").flatMap({ Int64($0) })
            else { return nil }
            return GIRMember(name: name, cIdentifier: identifier, value: value)
        }
        let qualified = namespace + "." + name
        enumerations[qualified] = GIREnumeration(
            qualifiedName: qualified, cType: cAttribute(node, "type") ?? "", isFlags: elementName(node) == "bitfield",
            version: attribute(node, "version"), members: members)
        for child in elements(node, "function") {
            if let callable = callable(child, namespace, version: nil) { add(callable, namespace) }
        }
        addTypeFunction(node, namespace, version: attribute(node, "version"))
    }

    private func callable(_ node: xmlNodePtr, _ namespace: String, version: String?) -> GIRCallable? {
        guard let name = attribute(node, "name"), let identifier = cAttribute(node, "identifier") else { return nil }
        let returnNode = elements(node, "return-value").first
        let parameters = elements(node, "parameters").first.map { parametersNode in
            elements(parametersNode).filter { ["parameter", "instance-parameter"].contains(elementName($0)) }
                .map { parameter($0, namespace) }
        }
        return GIRCallable(
            name: name, cIdentifier: identifier, version: attribute(node, "version") ?? version,
            parameters: parameters ?? [], returnType: returnNode.map { type(of: $0, namespace) } ?? .none,
            returnNullable: returnNode.map { attribute($0, "nullable") == "1" } ?? false,
            isMacro: elementName(node) == "function-macro")
    }

    private func parameter(_ node: xmlNodePtr, _ namespace: String) -> GIRParameter {
        GIRParameter(
            name: attribute(node, "name") ?? "", type: type(of: node, namespace),
            nullable: attribute(node, "nullable") == "1" || attribute(node, "allow-none") == "1")
    }

    private func property(_ node: xmlNodePtr, _ namespace: String) -> GIRProperty? {
        guard let name = attribute(node, "name") else { return nil }
        return GIRProperty(
            name: name, version: attribute(node, "version"), type: type(of: node, namespace),
            writable: attribute(node, "writable") == "1", getter: attribute(node, "getter"),
            setter: attribute(node, "setter"))
    }

    private func signal(_ node: xmlNodePtr, _ namespace: String) -> GIRSignal? {
        guard let name = attribute(node, "name") else { return nil }
        let parameters = elements(node, "parameters").first.map { elements($0, "parameter") } ?? []
        return GIRSignal(
            name: name, version: attribute(node, "version"), parameters: parameters.map { parameter($0, namespace) },
            returnType: elements(node, "return-value").first.map { type(of: $0, namespace) } ?? .none)
    }

    /// The `<type>` or `<array>` child of a parameter, property or return value.
    private func type(of node: xmlNodePtr, _ namespace: String) -> GIRType {
        if let type = elements(node, "type").first {
            let name = attribute(type, "name") ?? "none"
            return GIRType(name: qualify(name, namespace), cType: cAttribute(type, "type") ?? name)
        }
        if let array = elements(node, "array").first {
            return GIRType(name: "array", cType: cAttribute(array, "type") ?? "gpointer")
        }
        if !elements(node, "varargs").isEmpty { return GIRType(name: "varargs", cType: "...") }
        return .none
    }

    /// "Widget" read in Gtk is "Gtk.Widget"; fundamental types ("gboolean", "utf8") stay as they are.
    private func qualify(_ name: String, _ namespace: String) -> String {
        if name.contains(".") || GIRType.fundamentals.contains(name) { return name }
        return namespace + "." + name
    }
}

extension GIRType {
    static let none = GIRType(name: "none", cType: "void")
    /// GIR's basic type names, which carry no namespace.
    static let fundamentals: Set<String> = [
        "none", "gboolean", "gchar", "guchar", "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32",
        "guint32", "gint64", "guint64", "glong", "gulong", "gsize", "gssize", "gfloat", "gdouble", "gpointer",
        "gconstpointer", "utf8", "filename", "GType", "gunichar", "gshort", "gushort", "goffset", "gintptr",
        "guintptr", "va_list",
    ]
}

// MARK: libxml2 helpers

private func elementName(_ node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
}

/// The element children of `node` (named `name`, when given).
private func elements(_ node: xmlNodePtr, _ name: String? = nil) -> [xmlNodePtr] {
    var result: [xmlNodePtr] = []
    var child = node.pointee.children
    while let current = child {
        if current.pointee.type == XML_ELEMENT_NODE, name == nil || elementName(current) == name {
            result.append(current)
        }
        child = current.pointee.next
    }
    return result
}

/// An attribute without a namespace (`name`, `version`, `getter`).
private func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
    value(of: xmlHasNsProp(node, name, nil))
}

/// A `c:` attribute (`c:type`, `c:identifier`).
private func cAttribute(_ node: xmlNodePtr, _ name: String) -> String? {
    value(of: xmlHasNsProp(node, name, "http://www.gtk.org/introspection/c/1.0"))
}

/// A `glib:` attribute (`glib:get-type`).
private func glibAttribute(_ node: xmlNodePtr, _ name: String) -> String? {
    value(of: xmlHasNsProp(node, name, "http://www.gtk.org/introspection/glib/1.0"))
}

/// An attribute's text, read in place (no copy to free with libxml2's global `xmlFree`).
private func value(of attribute: xmlAttrPtr?) -> String? {
    guard let attribute else { return nil }
    guard let text = attribute.pointee.children?.pointee.content else { return "" }
    return String(cString: text)
}
