import CGtk
import Gtk
import GtkShims
import XCTest

/// What a screen reader is told a widget is called (GTK's test backend, as
/// `GTK_A11Y=test` under `test.sh`): one name, the one shown, after every change. GTK 4.8
/// says a widget's type name ("GtkButton") when it has none, so "none" is a failure.
final class AccessibleNameTests: XCTestCase {
    /// The label property (the name) of `widget`, exactly `name`, and no labelled-by
    /// relation that would add a second one.
    @MainActor static func assertNamed(
        _ widget: Widget, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let accessible = OpaquePointer(widget.widget)
        XCTAssertNotEqual(
            gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL), 0, "no name at all",
            file: file, line: line)
        XCTAssertNotEqual(dd_accessible_label_is(widget.widget, name), 0, "named otherwise", file: file, line: line)
        XCTAssertEqual(
            gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
            "also labelled by its child: a doubled name", file: file, line: line)
    }

    func testATextButtonRelabelledIsNamedByItsNewLabel() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            // The Edit/Done header button: a mnemonic label, its name set to the same words.
            let button = Button(label: "_Edit")
            button.setAccessibleLabel("Edit")
            Self.assertNamed(button, "Edit")
            button.label = "_Done"
            Self.assertNamed(button, "Done")
            button.setAccessibleLabel("Done")
            Self.assertNamed(button, "Done")
            button.label = "_Edit"
            button.setAccessibleLabel("Edit")
            Self.assertNamed(button, "Edit")
            // A label changed without a new name set.
            let plain = Button(label: "Mark As _Complete")
            plain.label = "Mark As _Incomplete"
            Self.assertNamed(plain, "Mark As Incomplete")
            // A name other than the label stays through a new label.
            let jump = Button(label: "A")
            jump.setAccessibleLabel("Jump to A")
            jump.label = "B"
            Self.assertNamed(jump, "Jump to A")
            // setLabel (a dialog's accept button).
            let accept = Button(label: "_Save")
            accept.setLabel("_Open")
            Self.assertNamed(accept, "Open")
        }
    }

    func testContainersAreNotNamedByTheirType() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let stack = Stack()
            let page = Box(.vertical)
            stack.add(page)
            let list = ListBox()
            let scroller = ScrolledWindow()
            let image = Image(icon: "go-previous-symbolic")
            let titled = Box(.vertical)
            stack.add(titled)
            stack.setTitle("Second", for: titled)
            for (what, widget) in [("list", list.widget), ("image", image.widget)] {
                XCTAssertNotEqual(
                    gtk_test_accessible_has_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL), 0,
                    "\(what) has no name: GTK says its type name")
            }
            let pages = try XCTUnwrap(gtk_stack_get_page(OpaquePointer(stack.widget), page.widget))
            XCTAssertNotEqual(dd_accessible_label_is(UnsafeMutableRawPointer(pages), ""), 0, "an untitled stack page")
            let second = try XCTUnwrap(gtk_stack_get_page(OpaquePointer(stack.widget), titled.widget))
            XCTAssertNotEqual(
                dd_accessible_label_is(UnsafeMutableRawPointer(second), "Second"), 0,
                "a titled stack page is named by its title")
            let bar = try XCTUnwrap(gtk_scrolled_window_get_vscrollbar(OpaquePointer(scroller.widget)))
            XCTAssertNotEqual(
                gtk_test_accessible_has_property(OpaquePointer(bar), GTK_ACCESSIBLE_PROPERTY_LABEL), 0,
                "a scroll bar has no name")
        }
    }
}
