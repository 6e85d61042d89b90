import CLibXML2
import Foundation
import GIR
import XCTest

/// The allow-list's format and how the generator's files become the one file the build compiles
/// (the build regenerates it whenever the allow-list, a GIR file or gir-gen changes, so no
/// test compares it with a copy: HACKING, "Add a widget wrapper").
final class RegenerationTests: XCTestCase {
    func testGeneratedFilesBecomeOneFileInNameOrder() throws {
        let (repository, allowList) = try XCTUnwrap(shared, "cannot read the allow-list or the GIR files")
        let files = try Generator(repository: repository, allowList: allowList).generate()
        let single = GIRSources.singleFile(files)
        let names = matches(#"// MARK: - (\S+)"#, in: single)
        XCTAssertEqual(names, files.keys.sorted())
        XCTAssertTrue(names.contains("Signals+Generated.swift"))
        for (name, text) in files { XCTAssertTrue(single.contains(text), "\(name) is not in the one file") }
    }

    /// The build-tool plugin cannot import GIR: its inputs (the files SwiftPM watches to run
    /// gir-gen again) are its own list, which must be the files gir-gen reads.
    func testThePluginWatchesTheFilesGirGenReads() throws {
        let plugin = try String(
            contentsOfFile: packageRoot + "/Plugins/GenerateWrapper/plugin.swift", encoding: .utf8)
        XCTAssertEqual(matches(#""([A-Za-z0-9.-]+\.gir)""#, in: plugin), GIRSources.files)
        XCTAssertTrue(plugin.contains("\"" + GIRSources.allowList + "\""), "the plugin passes the allow-list")
        XCTAssertTrue(plugin.contains("\"" + GIRSources.girDirectory + "\""), "the plugin passes the GIR folder")
    }

    func testAllowListNamesAreParsed() throws {
        let list = try AllowList(
            text: """
                # comment
                enum Gtk.StackTransitionType StackTransition none slide-left
                class Gtk.Label Label
                  /// Doc.
                  prop wrap wraps internal
                  signal activate-link onActivateLink
                """)
        XCTAssertEqual(list.enums.first?.members.map(\.swift), ["none", "slideLeft"])
        XCTAssertEqual(list.classes.first?.entries.map(\.swiftName), ["wraps", "onActivateLink"])
        XCTAssertEqual(list.classes.first?.entries.first?.documentation, ["/// Doc."])
        XCTAssertEqual(list.classes.first?.entries.first?.options, ["internal"])
        XCTAssertThrowsError(try AllowList(text: "prop wrap wraps"))
    }
}

/// GIR files are read in a process whose libxml2 refuses to load files by itself.
final class GIRReadingTests: XCTestCase {
    func testGIRIsReadWhenLibXMLLoadsNoFiles() throws {
        // What Model's document readers install for the whole process (LibXML.prepare):
        // ModelTests run in the same test process before GIRTests.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        let repository = try GIRRepository(directory: GIRSources.girDirectory, files: ["Adw-1.gir"])
        XCTAssertEqual(repository.classes["Adw.ActionRow"]?.cType, "AdwActionRow")
        XCTAssertEqual(repository.symbols["adw_action_row_get_subtitle"]?.namespace, "Adw")
    }
}
