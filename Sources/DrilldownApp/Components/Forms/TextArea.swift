import Gtk

/// A multi-line text field (a city's description): a framed, scrolling text view with a
/// dimmed placeholder shown while it is empty (GtkTextView has none of its own), framed
/// on its own or drawn as a row of a boxed list (`makeRow`; libadwaita 1.2 has no
/// multi-line entry row).
@MainActor
final class TextArea {
    let textView = TextView()
    /// The field, to put in a form.
    let content: Widget
    let placeholder = Label()
    private let scroller = ScrolledWindow()

    init(placeholder text: String, accessibleLabel: String, height: Int32 = 96) {
        scroller.setPolicy(horizontal: false, vertical: true)
        scroller.setSizeRequest(width: -1, height: height)
        scroller.addCSSClass("frame")
        scroller.addCSSClass("text-field")
        scroller.child = textView
        textView.setMargins(6)
        textView.setAccessibleLabel(accessibleLabel)
        textView.setAccessibleDescription(text)
        placeholder.text = text
        placeholder.xalign = 0
        placeholder.wraps = true
        placeholder.halign = .start
        placeholder.valign = .start
        placeholder.setMargins(top: 7, bottom: 6, start: 8, end: 8)
        placeholder.addCSSClass("dim-label")
        placeholder.canTarget = false
        placeholder.setAccessibleHidden(true)
        let overlay = Overlay()
        overlay.child = scroller
        overlay.addOverlay(placeholder)
        overlay.retain(scroller)
        overlay.retain(placeholder)
        overlay.retain(textView)
        content = overlay
        textView.onChanged { [weak self] in self?.showPlaceholder() }
    }

    var text: String {
        get { textView.text }
        set {
            textView.text = newValue
            showPlaceholder()
        }
    }

    /// The field as a row of a boxed list (`PreferencesGroup`): no frame of its own, the
    /// row's card is its background; the row is titled for screen readers.
    func makeRow(title: String) -> PreferencesRow {
        scroller.removeCSSClass("frame")
        scroller.removeCSSClass("text-field")
        scroller.addCSSClass("text-row")
        return PreferencesRow(content, title: title)
    }

    /// Marks the field invalid (or not).
    func setError(_ error: Bool) { scroller.setCSSClass("error", error) }

    private func showPlaceholder() { placeholder.isVisible = textView.text.isEmpty }
}
