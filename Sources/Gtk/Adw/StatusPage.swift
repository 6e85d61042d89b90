import CGtk
import GtkShims

/// A centred icon, title, description and optional child such as a button, for empty
/// lists, errors and "No results" (`AdwStatusPage`). It scrolls when space is short.
@MainActor
public final class StatusPage: Widget {
    /// The button added with `addButton`, if any.
    public private(set) var button: Button?

    public init(icon: String, heading: String, description: String = "") {
        super.init(UnsafeMutableRawPointer(adw_status_page_new()))
        AccessibleNames.dropTypeNames(under: self)
        adw_status_page_set_icon_name(page, icon)
        update(heading: heading, description: description)
    }

    private var page: OpaquePointer { opaque }

    /// Changes the title and the description (an empty description is hidden).
    public func update(heading: String, description: String) {
        adw_status_page_set_title(page, heading)
        adw_status_page_set_description(page, description.isEmpty ? nil : description)
        nameOwnScroller(heading)
    }

    /// Puts a centred pill button below the description (the page's one action).
    @discardableResult
    public func addButton(_ title: String, suggested: Bool = true, action: (@MainActor () -> Void)? = nil) -> Button {
        let button = Button(label: title)
        button.halign = .center
        button.addCSSClass("pill")
        if suggested { button.addCSSClass("suggested-action") }
        if let action { button.onClicked(action) }
        adw_status_page_set_child(page, button.widget)
        self.button = button
        return button
    }

    /// Any widget below the description (replaces the button).
    public var child: Widget? {
        didSet {
            adw_status_page_set_child(page, child?.widget)
            button = child as? Button
        }
    }
}
