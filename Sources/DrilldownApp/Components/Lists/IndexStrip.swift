import Gtk
import Model

/// The strip of letters at the right edge of a long list (UITableView's section index).
/// Clicking a letter calls `onSelect(letter)`. Letters are buttons with accessible
/// labels; they take no keyboard focus (the list's own keys and search cover the
/// keyboard), so Tab does not walk through 26 stops.
@MainActor
final class IndexStrip {
    let content = Box(.vertical)
    private(set) var buttons: [Button] = []
    var onSelect: (@MainActor (String) -> Void)?

    init(letters: [String]) {
        content.addCSSClass("index-strip")
        content.valign = .center
        content.setMargins(top: 6, bottom: 6, start: 0, end: 2)
        for letter in letters {
            let button = Button(label: letter)
            button.addCSSClass("flat")
            button.focusable = false
            button.tooltip = fill(tr("Jump to %1$@"), letter)
            button.setAccessibleLabel(fill(tr("Jump to %1$@"), letter))
            button.onClicked { [weak self] in self?.onSelect?(letter) }
            content.append(button)
            buttons.append(button)
        }
    }
}
