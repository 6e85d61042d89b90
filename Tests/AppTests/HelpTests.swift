import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// F1 and the main menu's Help open the app's Mallard help in the desktop's help viewer,
/// or say in a toast that there is none.
final class HelpTests: XCTestCase {
    func testF1WithoutAHelpViewerSaysSoInAToast() throws {
        try onMain {
            try XCTSkipIf(
                UriLauncher.hasHandler(forScheme: "help"), "a help viewer is installed here: F1 would start it")
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertNil(main.toast.currentMessage)
            RealKeys.press(AppShortcuts.help.keys[0], in: main.window)
            XCTAssertTrue(
                MainContext.iterate(until: { main.toast.currentMessage != nil }, timeout: 10), "F1 shows a toast")
            XCTAssertEqual(main.toast.currentMessage, tr("No help viewer is installed"))
        }
    }

    func testHelpOpensTheAppsHelpAddressWhenAViewerExists() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var opened: [URL] = []
            HelpViewer.open(over: main.window, toast: main.toast, hasViewer: { true }, open: { opened.append($0) })
            XCTAssertEqual(opened.map(\.absoluteString), ["help:io.github.drilldown.Drilldown"])
            XCTAssertNil(main.toast.currentMessage)
        }
    }

    func testTheMainMenuHasHelpAndF1AndCtrlWAreBound() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertNotNil(main.window.action(named: "help"))
            XCTAssertNotNil(main.window.action(named: "close"))
            for (shortcut, accel) in [(AppShortcuts.help, "F1"), (AppShortcuts.close, "<Control>w")] {
                XCTAssertEqual(main.window.application?.actions(forAccel: accel), [shortcut.action ?? ""])
            }
        }
    }
}
