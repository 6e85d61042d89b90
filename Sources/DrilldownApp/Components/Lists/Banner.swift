import Gtk

/// A one-line notice across the top of a page ("This file is read-only…").
@MainActor
enum Banner {
    static func make(_ text: String) -> Widget {
        let label = Label(text)
        label.wraps = true
        label.xalign = 0
        label.addCSSClass("banner")
        label.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        return label
    }
}
