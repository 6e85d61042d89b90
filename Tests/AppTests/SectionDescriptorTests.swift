import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// A section is one descriptor: a section that only this file knows, added to the app's
/// list, shows on the home page, is found by the home search and by the Shell's search
/// provider, and its found items open on its page.
final class SectionDescriptorTests: XCTestCase {
    func testASectionDefinedHereIsOnTheHomePageAndInBothSearches() throws {
        try onMain {
            let main = try AppHarness.makeWindow(sections: Sections.all() + [QuokkaPage.section])
            defer { AppHarness.close(main) }

            // The home list.
            XCTAssertEqual(main.home.sectionTitles.last, "Quokka Sightings")
            XCTAssertEqual(main.home.listRows.count, main.home.sectionTitles.count)
            XCTAssertTrue(main.home.open(sectionID: .quokkas))
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top is QuokkaPage)
            main.navigation.popToRoot()
            AppHarness.settle(main)

            // The home search: its results, then one opened on the section's page.
            HomeSearchTests.type("quokka", in: main)
            let shown = try XCTUnwrap(main.home.search.results.shown.first { $0.section == .quokkas })
            XCTAssertEqual(shown.count, 2)
            XCTAssertEqual(shown.titles, ["Quokka of Rottnest", "Quokka of Bald Island"])
            main.home.open(.item([1], in: .quokkas))
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? QuokkaPage)?.shown, "Quokka of Bald Island")
            main.navigation.popToRoot()
            AppHarness.settle(main)

            // The Shell's search provider, over D-Bus, at a path of this test's own.
            let app = try XCTUnwrap(AppHarness.app)
            var activated: SearchTarget?
            let provider = ShellSearchProvider(
                sections: main.context.services.sections, search: main.context.services.search,
                application: app.application, open: { activated = $0 }, launchSearch: { _ in })
            let path = "/io/github/drilldown/Drilldown/Tests/SectionDescriptor"
            try provider.export(on: try DBusConnection.session(), at: path)
            defer { provider.unexport() }
            let ids = try XCTUnwrap(Self.call("GetInitialResultSet", [Variant(strings: ["quokka"])], path).strings)
            XCTAssertEqual(ids, ["quokkas::0", "quokkas::1"])
            let metas = try Self.call("GetResultMetas", [Variant(strings: ["quokkas::0"])], path)
            let meta = try XCTUnwrap(metas.children.first?.dictionary)
            XCTAssertEqual(meta["name"]?.string, "Quokka of Rottnest")
            XCTAssertEqual(meta["description"]?.string, "Quokka Sightings — Western Australia")
            _ = try Self.call(
                "ActivateResult", [Variant("quokkas::0"), Variant(strings: ["quokka"]), Variant(UInt32(0))], path)
            let target = try XCTUnwrap(activated)
            main.open(target)
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? QuokkaPage)?.shown, "Quokka of Rottnest")
        }
    }

    /// Calls `method` of the provider at `path` on this process's connection; the reply's
    /// first value.
    @MainActor
    static func call(_ method: String, _ arguments: [Variant], _ path: String) throws -> Variant {
        let bus = try DBusConnection.session()
        var outcome: Result<Variant, DBusError>?
        bus.call(
            try XCTUnwrap(bus.uniqueName), path: path, interface: ShellSearchProvider.interface, method: method,
            parameters: Variant(tuple: arguments)
        ) { outcome = $0 }
        XCTAssertTrue(MainContext.iterate(until: { outcome != nil }, timeout: 20), "no reply to \(method)")
        let reply = try XCTUnwrap(outcome).get()
        return reply.children.first ?? reply
    }
}

extension SectionID {
    static let quokkas = SectionID("quokkas")
}

/// The page of the test's own section: it shows the sighting a search result opened.
@MainActor
private final class QuokkaPage: Page {
    nonisolated static let sightings = ["Quokka of Rottnest", "Quokka of Bald Island"]
    let title = "Quokka Sightings"
    private let label = Label()
    var content: Widget { label }
    var shown: String { label.text }

    static var section: SectionDescriptor {
        SectionDescriptor(
            id: .quokkas, title: "Quokka Sightings", subtitle: "Known only to this test", icon: "face-smile-symbolic",
            search: SectionSearch(
                QuokkaPage.self,
                source: { _ in
                    BundledSearchSource(section: .quokkas) {
                        sightings.enumerated().map {
                            SearchItem(
                                target: .item([$0.offset], in: .quokkas), title: $0.element,
                                subtitle: "Western Australia")
                        }
                    }
                },
                reveal: { page, target in
                    guard let position = target.path.first, sightings.indices.contains(position) else { return }
                    page.label.text = sightings[position]
                })
        ) { _ in QuokkaPage() }
    }
}
