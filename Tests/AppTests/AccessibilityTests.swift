import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The accessibility check: every page of every section, their edit modes and the
/// dialogs, alerts and toasts they open name each control once, as a person hears it —
/// no "_Save Save", no "Edit Edit", no unnamed icon button.
@MainActor private func audit(_ root: Widget, _ what: String, into problems: inout [String]) {
    problems += AccessibleNameAudit.problems(under: root).map { "\(what): \($0)" }
}

final class AccessibilityTests: XCTestCase {
    func testEveryPageDialogAndToastNamesEachControlOnce() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var problems: [String] = []
            audit(main.window, "Home", into: &problems)
            for (index, title) in main.home.sectionTitles.enumerated() {
                main.home.open(index: index)
                AppHarness.settle(main)
                MainContext.drain()
                audit(main.window, title, into: &problems)
                // One level further where a list has rows: the first row's page.
                if let rows = (main.navigation.top as? any StoreListPage)?.rows ?? (main.navigation.top as? TreePage)?
                    .rows
                    ?? (main.navigation.top as? CountryListPage)?.rows, rows.list.count > 0
                {
                    rows.list.activate(position: 0)
                    AppHarness.settle(main)
                    audit(main.window, "\(title) › \(main.navigation.top?.title ?? "")", into: &problems)
                    if main.navigation.depth > 2 { main.navigation.pop(); AppHarness.settle(main) }
                }
                main.navigation.popToRoot()
                AppHarness.settle(main)
            }

            // Edit modes: the coffee list and a coffee.
            let coffees = try CoffeeHarness.openList(main)
            coffees.setEditing(true)
            MainContext.drain()
            audit(main.window, "Coffee List (editing)", into: &problems)
            coffees.setEditing(false)
            let detail = try CoffeeHarness.openDetail(main, named: "Espresso")
            detail.setEditing(true)
            MainContext.drain()
            audit(main.window, "Espresso (editing)", into: &problems)
            detail.setEditing(false)
            main.navigation.pop()
            AppHarness.settle(main)

            // A deletion's Undo toast.
            coffees.delete(position: 0)
            MainContext.drain()
            audit(main.window, "Undo toast", into: &problems)
            main.navigation.popToRoot()
            AppHarness.settle(main)

            // The Info dialog and an alert.
            let info = InfoDialog(context: main.context)
            info.present()
            MainContext.drain()
            audit(info.window, "Info", into: &problems)
            info.close()
            let alert = Alert(
                parent: main.window, heading: "Birth of a star", body: "Timer ended. Event Fired.", button: tr("OK"))
            alert.present()
            MainContext.drain()
            audit(alert, "Alert", into: &problems)
            alert.respond()
            MainContext.drain()

            XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
        }
    }

    func testMnemonicsAreStrippedFromNames() {
        XCTAssertEqual(AccessibleNames.strippingMnemonic("Mark As _Complete"), "Mark As Complete")
        XCTAssertEqual(AccessibleNames.strippingMnemonic("_Save"), "Save")
        XCTAssertEqual(AccessibleNames.strippingMnemonic("Rock __n Roll"), "Rock _n Roll")
    }
}
