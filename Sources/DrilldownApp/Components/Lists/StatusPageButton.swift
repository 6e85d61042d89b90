import Gtk

extension StatusPage {
    /// A status page with an optional pill button (e.g. "Add", "Start Fresh") below the
    /// description: the app's empty states and failure pages.
    convenience init(
        icon: String, heading: String, description: String = "",
        buttonTitle: String?, action: (@MainActor () -> Void)? = nil
    ) {
        self.init(icon: icon, heading: heading, description: description)
        if let buttonTitle { addButton(buttonTitle, action: action) }
    }
}
