import CLibXML2
import Foundation
import GIR
import XCTest

/// The committed generated layer is what gir-gen writes from the allow-list and GIR now.
final class RegenerationTests: XCTestCase {
    func testRegeneratingGivesNoDifference() throws {
        let (repository, allowList) = try XCTUnwrap(shared, "cannot read the allow-list or the GIR files")
        let files = try Generator(repository: repository, allowList: allowList).generate()
        let directory = packageRoot + "/" + GIRSources.output
        for (name, expected) in files.sorted(by: { $0.key < $1.key }) {
            let committed = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            XCTAssertEqual(committed, expected, "\(name) is out of date: run `swift run gir-gen`")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(Set(present), Set(files.keys), "files in \(GIRSources.output) gir-gen does not write")
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
