import CGtk
import WrapperTestSupport
import XCTest

@testable import Gtk

/// Every GTK widget wrapper: built, a generated property set and read back, a signal
/// connected and emitted, finalized when its wrapper goes.
final class WidgetClassTests: XCTestCase {
    func testLabel() throws {
        try onMain {
            try assertWrapperLifecycle({ Label("text") }) { label in
                let calls = Calls()
                label.onNotify("selectable") { calls.record() }
                label.selectable = true
                XCTAssertTrue(label.selectable)
                label.widthChars = 12
                XCTAssertEqual(label.widthChars, 12)
                label.halign = .end
                XCTAssertEqual(label.halign, .end)
                label.tooltip = "tip"
                XCTAssertEqual(label.tooltip, "tip")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testButton() throws {
        try onMain {
            try assertWrapperLifecycle({ Button(label: "Press") }) { button in
                let calls = Calls()
                button.onClicked { calls.record() }
                button.hasFrame = false
                XCTAssertFalse(button.hasFrame)
                button.actionName = "win.back"
                XCTAssertEqual(button.actionName, "win.back")
                button.actionName = nil
                button.emit("clicked")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testToggleButton() throws {
        try onMain {
            try assertWrapperLifecycle({ ToggleButton(toggleLabel: "On") }) { toggle in
                let calls = Calls()
                toggle.onToggled { calls.record() }
                toggle.isActive = true
                XCTAssertTrue(toggle.isActive)
                XCTAssertEqual(calls.count, 1, "setting the property emits toggled")
            }
        }
    }

    func testEntry() throws {
        try onMain {
            try assertWrapperLifecycle({ Entry(placeholder: "Name") }) { entry in
                let changes = Calls(), activations = Calls()
                entry.onChanged { changes.record() }
                entry.onActivate { activations.record() }
                XCTAssertEqual(entry.placeholder, "Name")
                entry.text = "Ada"
                XCTAssertEqual(entry.text, "Ada")
                entry.maxLength = 8
                XCTAssertEqual(entry.maxLength, 8)
                entry.activatesDefault = true
                XCTAssertTrue(entry.activatesDefault)
                entry.emit("activate")
                XCTAssertEqual(changes.count, 1)
                XCTAssertEqual(activations.count, 1)
            }
        }
    }

    func testSearchEntry() throws {
        try onMain {
            try assertWrapperLifecycle({ SearchEntry(placeholder: "Search") }) { entry in
                let searches = Calls(), stops = Calls(), activations = Calls()
                entry.onSearchChanged { searches.record() }
                entry.onStopSearch { stops.record() }
                entry.onActivate { activations.record() }
                entry.searchDelay = 0
                XCTAssertEqual(entry.searchDelay, 0)
                entry.text = "mango"
                XCTAssertEqual(entry.text, "mango")
                entry.emit("search-changed")
                entry.emit("stop-search")
                entry.emit("activate")
                XCTAssertGreaterThanOrEqual(searches.count, 1)
                XCTAssertEqual(stops.count, 1)
                XCTAssertEqual(activations.count, 1)
            }
        }
    }

    func testSearchBar() throws {
        try onMain {
            try assertWrapperLifecycle({ SearchBar() }) { bar in
                let calls = Calls()
                bar.onSearchModeChanged { calls.record() }
                bar.isSearchMode = true
                XCTAssertTrue(bar.isSearchMode)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testProgressBar() throws {
        try onMain {
            try assertWrapperLifecycle({ ProgressBar() }) { bar in
                let calls = Calls()
                bar.onNotify("fraction") { calls.record() }
                bar.fraction = 0.5
                XCTAssertEqual(bar.fraction, 0.5)
                bar.text = "Half"
                XCTAssertEqual(bar.text, "Half")
                bar.showsText = true
                XCTAssertTrue(bar.showsText)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testImageAndPicture() throws {
        try onMain {
            try assertWrapperLifecycle({ Image(icon: "edit-find-symbolic") }) { image in
                let calls = Calls()
                image.onNotify("pixel-size") { calls.record() }
                image.pixelSize = 32
                XCTAssertEqual(image.pixelSize, 32)
                XCTAssertEqual(image.iconName, "edit-find-symbolic")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Picture() }) { picture in
                let calls = Calls()
                picture.onNotify("can-shrink") { calls.record() }
                picture.canShrink = false
                XCTAssertFalse(picture.canShrink)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testShortcutLabelAndSpinner() throws {
        try onMain {
            try assertWrapperLifecycle({ ShortcutLabel(accelerator: "<Control>f") }) { label in
                let calls = Calls()
                label.onNotify("accelerator") { calls.record() }
                label.accelerator = "<Control>q"
                XCTAssertEqual(label.accelerator, "<Control>q")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Spinner() }) { spinner in
                let calls = Calls()
                spinner.onNotify("spinning") { calls.record() }
                spinner.isSpinning = true
                XCTAssertTrue(spinner.isSpinning)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testBoxAndSeparator() throws {
        try onMain {
            try assertWrapperLifecycle({ Box(.horizontal, spacing: 4) }) { box in
                let calls = Calls()
                box.onNotify("homogeneous") { calls.record() }
                box.homogeneous = true
                XCTAssertTrue(box.homogeneous)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Separator() }) { separator in
                let calls = Calls()
                separator.onNotify("opacity") { calls.record() }
                separator.opacity = 0.5
                XCTAssertEqual(separator.opacity, 0.5, accuracy: 0.01)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testStackAndSwitcher() throws {
        try onMain {
            try assertWrapperLifecycle({ Stack() }) { stack in
                let calls = Calls()
                stack.onNotify("hhomogeneous") { calls.record() }
                stack.hhomogeneous = false
                XCTAssertFalse(stack.hhomogeneous)
                stack.vhomogeneous = false
                XCTAssertFalse(stack.vhomogeneous)
                XCTAssertFalse(stack.isTransitionRunning)
                XCTAssertEqual(calls.count, 1)
            }
            let stack = Stack()
            try assertWrapperLifecycle({ StackSwitcher(stack: stack) }) { switcher in
                let calls = Calls()
                switcher.onNotify("visible") { calls.record() }
                switcher.isVisible = false
                XCTAssertFalse(switcher.isVisible)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testListBoxAndRow() throws {
        try onMain {
            try assertWrapperLifecycle({ ListBox() }) { list in
                let row = ListBoxRow(Label("row"))
                list.append(row)
                var activated: ListBoxRow?
                list.onRowActivated { activated = $0 }
                list.selectionMode = .single
                XCTAssertEqual(list.selectionMode, .single)
                let window = Window() // a row activates inside a window (GTK asks the root for its focus)
                window.child = list
                gtk_widget_activate(row.widget)
                window.destroy()
                XCTAssertTrue(activated === row)
            }
            try assertWrapperLifecycle({ ListBoxRow(Label("row")) }) { row in
                let calls = Calls()
                row.onNotify("activatable") { calls.record() }
                row.isActivatable = false
                XCTAssertFalse(row.isActivatable)
                XCTAssertFalse(row.isSelected)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testContainers() throws {
        try onMain {
            try assertWrapperLifecycle({ Overlay() }) { overlay in
                let calls = Calls()
                overlay.onNotify("can-target") { calls.record() }
                overlay.canTarget = false
                XCTAssertFalse(overlay.canTarget)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ ScrolledWindow() }) { scroller in
                let calls = Calls()
                scroller.onNotify("vexpand") { calls.record() }
                scroller.vexpand = true
                XCTAssertTrue(scroller.vexpand)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ HeaderBar() }) { bar in
                let calls = Calls()
                bar.onNotify("hexpand") { calls.record() }
                bar.hexpand = true
                XCTAssertTrue(bar.hexpand)
                bar.showsTitleButtons = false
                XCTAssertFalse(bar.showsTitleButtons)
                XCTAssertFalse(bar.showsStartTitleButtons, "both ends")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ ActionBar() }) { bar in
                let calls = Calls()
                bar.onNotify("valign") { calls.record() }
                bar.valign = .start
                XCTAssertEqual(bar.valign, .start)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ TextView() }) { view in
                let calls = Calls()
                view.onChanged { calls.record() }
                view.text = "notes"
                XCTAssertEqual(view.text, "notes")
                view.isEditable = false
                XCTAssertFalse(view.isEditable)
                XCTAssertFalse(view.cursorVisible, "a read-only view shows no cursor")
                view.focusable = false
                XCTAssertFalse(view.focusable)
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ Clamp(maximumWidth: 600) }) { clamp in
                let calls = Calls()
                clamp.onNotify("can-focus") { calls.record() }
                XCTAssertEqual(clamp.maximumWidth, 600)
                clamp.canFocus = false
                XCTAssertFalse(clamp.canFocus)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testMenuButtonAndContextMenu() throws {
        try onMain {
            try assertWrapperLifecycle({
                MenuButton(icon: "open-menu-symbolic", tooltip: "Menu", sections: [[.init("Quit", action: "app.quit")]])
            }) { button in
                let calls = Calls()
                button.onNotify("name") { calls.record() }
                XCTAssertFalse(button.isPrimary)
                button.name = "menu"
                XCTAssertEqual(button.name, "menu")
                XCTAssertEqual(calls.count, 1)
            }
            try assertWrapperLifecycle({ ContextMenu(items: [.init("Delete") {}]) }) { menu in
                let calls = Calls()
                menu.onClosedRaw { calls.record() }
                menu.emit("closed")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    /// GtkShims' zoom view: no GIR file describes it, so its signal keeps a hand-typed
    /// trampoline; its widget properties are the generated ones.
    func testZoomView() throws {
        try onMain {
            try assertWrapperLifecycle({ ZoomView() }) { view in
                var sizes: [[Int32]] = []
                view.onResized { width, height in sizes.append([width, height]) }
                view.setTransform(scale: 2, offsetX: 3, offsetY: 4)
                XCTAssertEqual(view.scale, 2)
                view.hexpand = true
                XCTAssertTrue(view.hexpand)
                view.emit("view-resized", 40, 30)
                XCTAssertEqual(sizes, [[40, 30]])
            }
        }
    }

    func testWindow() throws {
        try onMain {
            try assertWrapperLifecycle({ Window() }, close: { $0.destroy() }) { window in
                let calls = Calls()
                window.onCloseRequest {
                    calls.record()
                    return true
                }
                window.title = "Title"
                XCTAssertEqual(window.title, "Title")
                window.isModal = true
                XCTAssertTrue(window.isModal)
                window.isResizable = false
                XCTAssertFalse(window.isResizable)
                XCTAssertFalse(window.isActive)
                XCTAssertTrue(window.emit("close-request"), "the handler's true reaches GTK as TRUE")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testApplicationWindow() throws {
        try onMain {
            // GTK adds windows only to a registered application (after its startup).
            let app = Application(id: "org.example.DrilldownTests", nonUnique: true)
            XCTAssertTrue(app.register())
            try assertWrapperLifecycle({ ApplicationWindow(application: app) }, close: { $0.destroy() }) { window in
                let calls = Calls(), actions = Calls()
                window.onCloseRequest {
                    calls.record()
                    return false
                }
                window.title = "Title"
                XCTAssertEqual(window.title, "Title")
                window.isResizable = false
                XCTAssertFalse(window.isResizable)
                let label = Label("content")
                window.content = label
                XCTAssertTrue(gtk_widget_get_parent(label.widget) != nil, "the content is the window's child")
                window.addAction("back") { actions.record() }
                g_action_group_activate_action(window.opaque, "back", nil)
                XCTAssertEqual(actions.count, 1)
                XCTAssertTrue(window.application === app)
                XCTAssertFalse(window.emit("close-request"), "the handler's false reaches GTK as FALSE")
                XCTAssertEqual(calls.count, 1)
            }
        }
    }
}
