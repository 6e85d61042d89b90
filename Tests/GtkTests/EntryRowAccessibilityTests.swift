import CGtk
import GtkShims
import GtkTestShims
import XCTest

@testable import Gtk

/// An entry row as a screen reader meets it: libadwaita 1.2 builds its text (which has the
/// focus) with the role "none", which GTK 4.8 shows to no screen reader, so Orca heard
/// nothing of a form's fields. The text is the row's text box, named by its title, and
/// carries the field's message.
final class EntryRowAccessibilityTests: XCTestCase {
    func testTheTextIsATextBoxNamedByTheTitleWithTheFieldsMessage() throws {
        try onMain {
            let row = EntryRow(title: "Price")
            let text = try XCTUnwrap(row.text, "the row edits a text")
            let accessible = OpaquePointer(text)
            XCTAssertEqual(gtk_accessible_get_accessible_role(accessible), GTK_ACCESSIBLE_ROLE_TEXT_BOX)
            XCTAssertNotEqual(
                gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
                "named by the row's title")
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(row.widget)), GTK_ACCESSIBLE_ROLE_GENERIC,
                "the row is no second text box")
            XCTAssertEqual(
                gtk_test_accessible_has_relation(OpaquePointer(row.widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
                "nor named a second time")
            row.setAccessibleDescription("Enter a price.")
            XCTAssertNotEqual(dd_test_accessible_description_is(text, "Enter a price."), 0, "the message is the text's")
        }
    }

    func testAToastOverAFieldGivesTheFieldsMessageBack() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            defer { window.destroy() }
            let row = EntryRow(title: "Price")
            let group = PreferencesGroup()
            group.add(row)
            let toasts = ToastOverlay()
            toasts.child = group
            window.child = toasts
            window.present()
            XCTAssertTrue(MainContext.iterate(until: { window.isVisible }))
            row.setAccessibleDescription("Enter a price.")
            XCTAssertTrue(row.grabFocus())
            let text = try XCTUnwrap(row.text)
            toasts.show("“A” deleted", actionTitle: "_Undo") {}
            XCTAssertNotEqual(
                dd_test_accessible_description_is(text, "“A” deleted Undo"), 0, "said on the focused text")
            toasts.dismiss()
            XCTAssertNotEqual(dd_test_accessible_description_is(text, "Enter a price."), 0, "the field's message back")
        }
    }
}
