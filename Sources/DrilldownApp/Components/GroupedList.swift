import Gtk

/// A detail or settings page in the GNOME style (the original tutorials' grouped table view): headed
/// groups of boxed rows, one under the other, in a width-limited scrolling column.
@MainActor
final class GroupedList {
    let scroller = ScrolledWindow()
    private let column = Box(.vertical, spacing: 6)
    private let clamp = Clamp(maximumWidth: 640)
    private var groups: [ListBox] = []

    init() {
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        column.valign = .start
        clamp.child = column
        scroller.child = clamp
        scroller.vexpand = true
    }

    /// Adds a group headed `title` and returns its list (append `ListBoxRow`s to it).
    @discardableResult
    func addGroup(_ title: String) -> ListBox {
        let heading = Label(title)
        heading.xalign = 0
        heading.addCSSClass("heading")
        if !groups.isEmpty { heading.setMargins(top: 18, bottom: 0, start: 0, end: 0) }
        let list = ListBox()
        list.addCSSClass("boxed-list")
        list.setAccessibleLabel(title)
        column.append(heading)
        column.append(list)
        groups.append(list)
        return list
    }

    /// Adds content under the groups (a note, a button).
    func appendBelow(_ widget: Widget) { column.append(widget) }
}

/// A row of a `GroupedList` with a value and, when it can be opened, a trailing icon.
@MainActor
final class ValueRow {
    let row: ListBoxRow
    let valueLabel = Label()
    private let arrow: Image

    init(value: String, accessibleName: String, trailingIcon: String = "go-next-symbolic") {
        let box = Box(.horizontal, spacing: 12)
        box.setMargins(top: 8, bottom: 8, start: 12, end: 12)
        valueLabel.text = value
        valueLabel.xalign = 0
        valueLabel.hexpand = true
        valueLabel.wraps = true
        box.append(valueLabel)
        arrow = Image(icon: trailingIcon)
        arrow.addCSSClass("dim-label")
        box.append(arrow)
        row = ListBoxRow(box)
        row.setAccessibleLabel(accessibleName)
        row.retain(valueLabel)
        row.retain(arrow)
        setOpenable(false)
    }

    var value: String {
        get { valueLabel.text }
        set { valueLabel.text = newValue }
    }

    /// Whether activating the row opens something (edit mode): shows the trailing icon.
    func setOpenable(_ openable: Bool) {
        row.isActivatable = openable
        row.focusable = openable
        arrow.isVisible = openable
    }
}
