import Foundation
import GIR
import XCTest

/// The wrapper uses only what GTK 4.8 and libadwaita 1.2 have, with the C types GIR gives.
final class ConformanceTests: XCTestCase {
    /// Every C function the wrapper calls (`gtk_…`, `adw_…`, `g_…`, `gdk_…`, `pango_…`)
    /// exists in the GIR files, no newer than the target version of its namespace.
    func testEveryCalledFunctionExistsInTheTargetVersions() throws {
        let (repository, _) = try XCTUnwrap(shared)
        let sources = wrapperSources()
        XCTAssertGreaterThan(sources.count, 50)
        let defined = Set(sources.values.flatMap { matches(#"func ((?:g|gtk|gdk|adw|pango|gsk)_\w+)"#, in: $0) })
        var used: [String: String] = [:]
        for (path, text) in sources {
            let code = text.split(separator: "\n").map {
                $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            }
            .joined(separator: "\n")
            for name in matches(#"(?<![.\w])((?:g|gtk|gdk|adw|pango|gsk)_[a-z0-9_]+)\b"#, in: code)
            where !defined.contains(name) {
                used[name] = path
            }
        }
        XCTAssertGreaterThan(used.count, 300, "the scan found too few C functions")
        for (name, path) in used.sorted(by: { $0.key < $1.key }) {
            guard let symbol = repository.symbols[name] else {
                XCTFail("\(path): \(name) is in none of \(GIRSources.files.joined(separator: ", "))")
                continue
            }
            assertTargetVersion(symbol.callable.version, symbol.namespace, "\(path): \(name)")
        }
    }

    /// Every allow-listed property and signal exists on its class (or an ancestor or
    /// interface), no newer than the target version.
    func testAllowListedPropertiesAndSignalsExistInTheTargetVersions() throws {
        let (repository, allowList) = try XCTUnwrap(shared)
        for cls in allowList.classes {
            XCTAssertNotNil(repository.classes[cls.girName], "\(cls.girName) is not in GIR")
            for entry in cls.entries {
                let label = "\(cls.girName) \(entry.girName)"
                switch entry.kind {
                case .property:
                    let owner = repository.owner(ofProperty: entry.girName, in: cls.girName)
                    guard let owner, let property = owner.properties[entry.girName] else {
                        XCTFail("\(label): no such property")
                        continue
                    }
                    assertTargetVersion(property.version ?? owner.version, namespace(owner), label)
                case .signal:
                    let owner = repository.owner(ofSignal: entry.girName, in: cls.girName)
                    guard let owner, let signal = owner.signals[entry.girName] else {
                        XCTFail("\(label): no such signal")
                        continue
                    }
                    assertTargetVersion(signal.version ?? owner.version, namespace(owner), label)
                case .getter:
                    XCTAssertNotNil(
                        repository.owner(ofMethod: entry.girName, in: cls.girName), "\(label): no such method")
                }
            }
        }
    }

    /// Each generated connector's trampoline has the signal's C signature: the instance,
    /// each argument as GIR types it, the user data, the return value.
    func testTrampolinesMatchTheSignalsCSignatures() throws {
        let (repository, allowList) = try XCTUnwrap(shared)
        let files = try Generator(repository: repository, allowList: allowList).generate()
        let trampolines = try XCTUnwrap(files["Signals+Generated.swift"])
        var signatures: [String: [String]] = [:]
        for declaration in trampolines.components(separatedBy: "typealias ").dropFirst() {
            let text =
                declaration.components(separatedBy: "\n\n").first?.replacingOccurrences(of: "\n", with: " ") ?? ""
            let name = String(text.prefix { $0 != " " })
            let types = text.components(separatedBy: "@convention(c) (").last ?? ""
            let arguments = (types.components(separatedBy: ") ->").first?.components(separatedBy: ", ") ?? [])
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let result = types.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces) ?? ""
            signatures[name] = arguments + ["->", result]
        }
        var checked = 0
        for cls in allowList.classes {
            let file = files[cls.swiftName + "+Generated.swift"] ?? ""
            for entry in cls.entries where entry.kind == .signal {
                let owner = try XCTUnwrap(repository.owner(ofSignal: entry.girName, in: cls.girName))
                let signal = try XCTUnwrap(owner.signals[entry.girName])
                let connect = matches(#"(connect\w+)\(""# + entry.girName + #"""#, in: file).first ?? "?"
                let trampoline = "Trampoline" + connect.dropFirst("connect".count)
                let expected =
                    ["UnsafeMutableRawPointer?"] + signal.parameters.map { cType($0.type, repository) }
                    + ["UnsafeMutableRawPointer?", "->", cType(signal.returnType, repository)]
                XCTAssertEqual(signatures[trampoline], expected, "\(owner.cType)::\(entry.girName) (\(trampoline))")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// Signals and properties the hand-written code names in strings (`on("destroy")`,
    /// `onNotify("visible-child")`) exist in GIR: a signal with no arguments and no result
    /// for `on`, a property for `onNotify`.
    func testSignalNamesInHandWrittenCodeExist() throws {
        let (repository, _) = try XCTUnwrap(shared)
        let classes = Array(repository.classes.values)
        for (path, text) in wrapperSources("Sources")
        where !path.hasPrefix("Tools/") {
            for name in matches(#"\bon\("([a-z-]+)""#, in: text) {
                let plain = classes.contains { cls in
                    cls.signals[name].map { $0.parameters.isEmpty && $0.returnType.name == "none" } ?? false
                }
                XCTAssertTrue(plain, "\(path): on(\"\(name)\") is no signal without arguments and result in GIR")
            }
            for name in matches(#"\bonPointer\("([a-z-]+)""#, in: text) {
                let pointer = classes.contains { cls in
                    cls.signals[name].map { $0.parameters.count == 1 && $0.returnType.name == "none" } ?? false
                }
                XCTAssertTrue(pointer, "\(path): onPointer(\"\(name)\") is no signal with one argument in GIR")
            }
            for name in matches(#"\bonNotify\("([a-z-]+)""#, in: text) {
                XCTAssertTrue(classes.contains { $0.properties[name] != nil }, "\(path): no property \(name) in GIR")
            }
            // GtkShims' own GObject types (the zoom view) are in no GIR file: their signals
            // keep hand-typed trampolines.
            let handTyped =
                text.contains("trampoline: ")
                && !["Gtk/Core/Signals.swift", "Gtk/Widgets/ZoomView.swift"].contains(path)
            XCTAssertFalse(handTyped, "\(path): a hand-typed trampoline")
        }
    }

    // MARK: Helpers

    private func namespace(_ cls: GIRClass) -> String { String(cls.qualifiedName.prefix { $0 != "." }) }

    private func assertTargetVersion(_ version: String?, _ namespace: String, _ label: String) {
        guard let version else { return }
        guard let target = targetVersions[namespace] else {
            return XCTFail("\(label): no target version for \(namespace)")
        }
        XCTAssertLessThanOrEqual(
            GIRVersion(version), target, "\(label) is \(namespace) \(version), newer than \(target)")
    }

    /// The C type Swift imports for a GIR type, written out here independently of the
    /// generator: gboolean is Int32 (not Bool), enums their raw integer.
    private func cType(_ type: GIRType, _ repository: GIRRepository) -> String {
        let table = [
            "none": "Void", "gboolean": "Int32", "gint": "Int32", "guint": "UInt32", "gdouble": "Double",
            "gfloat": "Float", "gint64": "Int64", "guint64": "UInt64", "utf8": "UnsafePointer<CChar>?",
        ]
        if let known = table[type.name] { return known }
        if let enumeration = repository.enumerations[type.name] {
            return enumeration.members.contains { $0.value < 0 } ? "Int32" : "UInt32"
        }
        return "UnsafeMutableRawPointer?"
    }
}
