import CGtk
import GtkShims
import GtkTestShims
import WrapperTestSupport
import XCTest

@testable import Gtk

/// Every libadwaita and dialog wrapper: built, a generated property set and read back, a
/// signal connected and emitted, finalized when its wrapper goes.
final class AdwClassTests: XCTestCase {
    func testActionRow() throws {
        try onMain {
            try assertWrapperLifecycle({ ActionRow(title: "Title") }) { row in
                let calls = Calls()
                row.onActivated { calls.record() }
                XCTAssertEqual(row.title, "Title")
                row.subtitle = "Sub"
                XCTAssertEqual(row.subtitle, "Sub")
                row.usesUnderline = true
                XCTAssertTrue(row.usesUnderline)
                row.titleLines = 2
                XCTAssertEqual(row.titleLines, 2)
                row.subtitleLines = 3
                XCTAssertEqual(row.subtitleLines, 3)
                row.isActivatable = true
                XCTAssertTrue(row.isActivatable)
                row.emit("activated")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testEntryRow() throws {
        try onMain {
            try assertWrapperLifecycle({ EntryRow(title: "Name") }) { row in
                let changes = Calls(), activations = Calls()
                row.onChanged { changes.record() }
                row.onEntryActivated { activations.record() }
                XCTAssertEqual(row.title, "Name")
                row.text = "Ada"
                XCTAssertEqual(row.text, "Ada")
                row.activatesDefault = true
                XCTAssertTrue(row.activatesDefault)
                row.usesUnderline = true
                XCTAssertTrue(row.usesUnderline)
                row.emit("entry-activated")
                XCTAssertEqual(changes.count, 1)
                XCTAssertEqual(activations.count, 1)
            }
        }
    }

    func testPreferencesRowGroupAndPage() throws {
        try onMain {
            try assertWrapperLifecycle({ PreferencesRow(Label("child"), title: "Row") }) { row in
                let calls = Calls()
                row.onNotify("title") { calls.record() }
                row.title = "Other"
                XCTAssertEqual(row.title, "Other")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ PreferencesGroup(title: "Group") }) { group in
                let calls = Calls()
                group.onNotify("title") { calls.record() }
                group.title = "Other"
                XCTAssertEqual(group.title, "Other")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ PreferencesPage() }) { page in
                let calls = Calls()
                page.onNotify("visible") { calls.record() }
                page.add(PreferencesGroup(title: "Group"))
                page.isVisible = false
                XCTAssertFalse(page.isVisible)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testClampScrollableSqueezerAndWindowTitle() throws {
        try onMain {
            try assertWrapperLifecycle({ ClampScrollable(maximumWidth: 500) }) { clamp in
                let calls = Calls()
                clamp.onNotify("hexpand") { calls.record() }
                clamp.hexpand = true
                XCTAssertTrue(clamp.hexpand)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Squeezer() }) { squeezer in
                let calls = Calls()
                squeezer.onNotify("allow-none") { calls.record() }
                squeezer.allowsNone = true
                XCTAssertTrue(squeezer.allowsNone)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ WindowTitle(title: "A", subtitle: "B") }) { title in
                let calls = Calls()
                title.onNotify("subtitle") { calls.record() }
                XCTAssertEqual(title.title, "A")
                title.subtitle = "C"
                XCTAssertEqual(title.subtitle, "C")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testStatusPageLeafletAndToastOverlay() throws {
        try onMain {
            try assertWrapperLifecycle({
                StatusPage(icon: "edit-find-symbolic", heading: "None", description: "Nothing")
            }) {
                page in
                let calls = Calls()
                page.onNotify("icon-name") { calls.record() }
                XCTAssertEqual(page.heading, "None")
                XCTAssertEqual(page.descriptionText, "Nothing")
                page.iconName = "face-sad-symbolic"
                XCTAssertEqual(page.iconName, "face-sad-symbolic")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Leaflet() }) { leaflet in
                let first = Label("first"), second = Label("second")
                leaflet.append(first)
                leaflet.append(second)
                let calls = Calls()
                leaflet.onVisibleChildChanged { calls.record() }
                leaflet.setVisibleChild(second)
                XCTAssertFalse(leaflet.isTransitionRunning, "an unmapped leaflet does not animate")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ ToastOverlay() }) { overlay in
                let dismissals = Calls()
                overlay.show("Saved", onDismiss: { dismissals.record() })
                XCTAssertEqual(overlay.currentMessage, "Saved")
                overlay.dismiss()
                XCTAssertTrue(MainContext.iterate(until: { dismissals.count == 1 }), "dismissed reached the handler")
            }
        }
    }

    func testAlertAboutWindowAndShortcutsWindow() throws {
        try onMain {
            try assertWrapperLifecycle({ Alert(parent: nil, heading: "Heading", body: "Body", button: "OK") }) {
                alert in
                let calls = Calls()
                alert.onDismiss { calls.record() }
                XCTAssertEqual(alert.heading, "Heading")
                XCTAssertEqual(alert.body, "Body")
                XCTAssertNotEqual(
                    dd_test_accessible_description_is(alert.pointer, "Body"), 0, "a screen reader reads the body")
                alert.respond()
                XCTAssertEqual(calls.count, 1, "response reached the handler")
            }
            for accepting in [true, false] {
                try assertWrapperLifecycle({
                    ConfirmAlert(parent: nil, heading: "Add?", body: "Body", cancel: "_Cancel", confirm: "_Add")
                }) { question in
                    var answers: [Bool] = []
                    question.ask { answers.append($0) }
                    XCTAssertEqual(question.body, "Body")
                    XCTAssertTrue(ConfirmAlert.shown.contains { $0 === question })
                    question.respond(confirming: accepting)
                    XCTAssertEqual(answers, [accepting], "the answer reached the handler once")
                    XCTAssertFalse(ConfirmAlert.shown.contains { $0 === question })
                }
            }
            let info = AboutWindow.Info(applicationName: "Drilldown", applicationIcon: "drilldown", version: "1.0")
            try assertWrapperLifecycle({ AboutWindow(info: info, parent: nil) }, close: { $0.destroy() }) { about in
                let calls = Calls()
                about.onCloseRequest {
                    calls.record()
                    return false
                }
                XCTAssertEqual(about.version, "1.0")
                XCTAssertEqual(about.applicationName, "Drilldown")
                about.title = "About"
                XCTAssertEqual(about.title, "About")
                XCTAssertFalse(about.emit("close-request"), "the handler's false reaches GTK")
                XCTAssertEqual(calls.count, 1)
            }
            let groups = [ShortcutsWindow.Group("General", [.init("Quit", accelerator: "<Control>q")])]
            try assertWrapperLifecycle(
                { try XCTUnwrap(ShortcutsWindow(groups: groups, parent: nil)) },
                close: {
                    $0.destroy()
                }
            ) { window in
                window.isModal = true
                XCTAssertTrue(window.isModal)
            }
            try assertWrapperLifecycle(
                { ShortcutsList(title: "Shortcuts", groups: groups, parent: nil) },
                close: {
                    $0.destroy()
                }
            ) { list in
                let calls = Calls()
                list.onCloseRequest {
                    calls.record()
                    return true
                }
                XCTAssertEqual(list.title, "Shortcuts")
                XCTAssertTrue(list.emit("close-request"), "the handler's true reaches GTK")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testFileChooser() throws {
        try onMain {
            try assertWrapperLifecycle({
                FileChooser(title: "Open", parent: nil, acceptLabel: "Open", cancelLabel: "Cancel")
            }) {
                chooser in
                var responses: [Int32] = []
                chooser.onResponseRaw { responses.append($0) }
                chooser.emit("response", Double(GTK_RESPONSE_CANCEL.rawValue))
                XCTAssertEqual(responses, [GTK_RESPONSE_CANCEL.rawValue])
            }
        }
    }
}
