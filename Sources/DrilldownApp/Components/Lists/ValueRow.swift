import Gtk

/// A row of a detail page (`ActionRow`): the field's name as its title, the value under
/// it (wrapping, never cut), and in edit mode a trailing icon saying it opens an editor.
/// Its accessible name is the field's name and its description the value, both from
/// libadwaita's row.
@MainActor
final class ValueRow {
    let row: ActionRow
    private let arrow: Image
    private let emptyText: String

    /// `value` shows under `title`; `emptyText` (dimmed by the row's style) replaces an
    /// empty or blank value.
    init(title: String, value: String = "", emptyText: String = "", trailingIcon: String = "go-next-symbolic") {
        row = ActionRow(title: title)
        row.subtitleLines = 0
        self.emptyText = emptyText
        arrow = Image(icon: trailingIcon)
        arrow.addCSSClass("dim-label")
        row.addSuffix(arrow)
        self.value = value
        setOpenable(false)
    }

    /// The value shown (`emptyText` for a blank one).
    var value: String {
        get { row.subtitle }
        set {
            let blank = newValue.allSatisfy(\.isWhitespace)
            row.subtitle = blank ? emptyText : newValue
        }
    }

    var title: String { row.title }

    /// Whether activating the row opens something (edit mode): shows the trailing icon.
    func setOpenable(_ openable: Bool) {
        row.isActivatable = openable
        row.focusable = openable
        arrow.isVisible = openable
    }

    /// Called when the row is activated (only while openable).
    func onActivated(_ handler: @escaping @MainActor () -> Void) {
        row.onActivated { [weak self] in
            guard let self, self.row.isActivatable else { return }
            handler()
        }
    }
}
