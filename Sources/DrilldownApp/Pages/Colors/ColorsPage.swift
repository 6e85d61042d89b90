import Gtk
import Model

/// The Colors section (the original tutorials' UIPickerView): pick one of the seven rainbow colours
/// from a list and see it as a large swatch with its name.
///
/// The picker is a single-selection boxed list: click a row, or move through it with
/// the arrow keys; the selected row carries a check mark.
@MainActor
final class ColorsPage: Page {
    let title = tr("Colors")
    var content: Widget { scroller }

    /// The colour shown (the list's selection).
    private(set) var selected: RainbowColor
    /// The large swatch and the name under it.
    let swatch = Box(.vertical)
    let nameLabel = Label()
    /// The picker: one row per colour.
    let list = ListBox()

    private let scroller = ScrolledWindow()
    private var rows: [(color: RainbowColor, row: ListBoxRow, check: Image)] = []

    init(initial: RainbowColor = .red) {
        selected = initial
        // The swatch and its name beside the list, so all seven colours fit in the window.
        let layout = Box(.horizontal, spacing: 18)
        layout.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        let preview = Box(.vertical, spacing: 12)
        preview.valign = .center
        preview.hexpand = true
        swatch.addCSSClass("color-swatch")
        swatch.halign = .center
        preview.append(swatch)
        nameLabel.addCSSClass("title-1")
        preview.append(nameLabel)
        layout.append(preview)

        let column = Box(.vertical, spacing: 12)
        column.hexpand = true
        column.valign = .center
        let heading = Label(tr("Pick a Colour"))
        heading.xalign = 0
        heading.addCSSClass("heading")
        column.append(heading)
        list.addCSSClass("boxed-list")
        list.addCSSClass("color-picker")
        FocusRegion.makeTabStop(list) // Tab leaves the list; arrows move inside it
        column.append(list)
        layout.append(column)

        let clamp = Clamp(maximumWidth: 720)
        clamp.child = layout
        scroller.child = clamp
        scroller.vexpand = true

        list.selectionMode = .single
        for color in RainbowColor.allCases {
            let box = Box(.horizontal, spacing: 12)
            box.setMargins(top: 8, bottom: 8, start: 12, end: 12)
            let dot = Box(.horizontal)
            dot.addCSSClass("color-dot")
            dot.addCSSClass(color.swatchClass)
            dot.valign = .center
            dot.setAccessibleHidden(true)
            box.append(dot)
            let name = Label(color.localizedName)
            name.xalign = 0
            name.hexpand = true
            box.append(name)
            let check = Image(icon: "object-select-symbolic")
            check.isVisible = false
            box.append(check)
            let row = ListBoxRow(box)
            row.setAccessibleLabel(color.localizedName)
            list.append(row)
            rows.append((color, row, check))
        }
        list.onRowSelected { [weak self] row in
            guard let self, let row, let entry = self.rows.first(where: { $0.row === row }) else { return }
            self.show(entry.color)
        }
        select(initial)
        show(initial)
    }

    /// Selects `color` in the list (as a click would).
    func select(_ color: RainbowColor) {
        list.select(rows.first { $0.color == color }?.row)
    }

    /// The row of `color`.
    func row(for color: RainbowColor) -> ListBoxRow? { rows.first { $0.color == color }?.row }

    func didBecomeTop() {
        _ = row(for: selected)?.grabFocus()
    }

    private func show(_ color: RainbowColor) {
        swatch.removeCSSClass(selected.swatchClass)
        selected = color
        swatch.addCSSClass(color.swatchClass)
        swatch.setAccessibleLabel(fill(tr("Swatch of %1$@"), color.localizedName))
        nameLabel.text = color.localizedName
        for entry in rows { entry.check.isVisible = entry.color == color }
    }
}
