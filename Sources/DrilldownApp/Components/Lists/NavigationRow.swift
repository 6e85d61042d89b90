import Gtk
import Model

/// The content of a list row: optional leading icon, a title, an optional grey
/// subtitle and, for rows that open another list, a disclosure arrow.
@MainActor
final class NavigationRow {
    let row: ListBoxRow
    let titleLabel: Label
    let subtitleLabel: Label?

    init(title: String, subtitle: String? = nil, icon: String? = nil, disclosure: Bool = true) {
        let box = Box(.horizontal)
        // The same metrics as the rows of `RowListView` (AppStyle: .row-content, whose
        // text column has 6 px above and below): icon, title over subtitle, chevron.
        box.addCSSClass("row-content")
        box.useRowLayout(spacing: 12, lineSpacing: 2, padding: 6)
        if let icon {
            // A 16 px symbolic icon in the text colour, as in GNOME's own lists.
            let image = Image(icon: icon, pixelSize: 16)
            image.addCSSClass("row-icon")
            box.append(image)
        }
        // Expanding: the lines of the row's text column.
        titleLabel = Label(title)
        titleLabel.xalign = 0
        titleLabel.ellipsize()
        titleLabel.hexpand = true
        box.append(titleLabel)
        if let subtitle {
            let label = Label(subtitle)
            label.xalign = 0
            label.wraps = true
            // Its minimum width: 12 characters, not one. Wrapped down to single
            // characters, a subtitle costs Pango hundreds of reshapes when GTK measures it
            // (11,000 for the home page's 14, a third of its first frame's extra work);
            // 12 characters still fit a row beside its icon and chevron at 360 px.
            label.widthChars = 12
            label.hexpand = true
            label.addCSSClass("dim-label")
            label.addCSSClass("caption")
            box.append(label)
            subtitleLabel = label
        } else {
            subtitleLabel = nil
        }
        if disclosure {
            let arrow = Image(icon: "go-next-symbolic")
            arrow.addCSSClass("dim-label")
            box.append(arrow)
        }
        row = ListBoxRow(box)
        // TRANSLATORS: how a screen reader reads a row: its title, then its subtitle.
        row.setAccessibleLabel(subtitle.map { fill(tr("%1$@, %2$@"), title, $0) } ?? title)
        row.retain(self.titleLabel)
    }
}

/// A rounded, bordered list in the GNOME style, in a scrollable, width-limited column.
@MainActor
final class BoxedList {
    let list = ListBox()
    let scroller = ScrolledWindow()
    private let column = Box(.vertical, spacing: 12)
    private let clamp = Clamp(maximumWidth: 640)

    init(header: String? = nil) {
        list.addCSSClass("boxed-list")
        list.valign = .start
        FocusRegion.makeTabStop(list) // Tab leaves the list; arrows move inside it
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        column.halign = .fill
        column.addCSSClass("page-column")
        if let header {
            let label = Label(header)
            label.xalign = 0
            label.addCSSClass("heading")
            column.append(label)
        }
        column.append(list)
        clamp.child = column
        scroller.child = clamp
        scroller.vexpand = true
    }

    /// Adds content under the list (buttons, notes).
    func appendBelow(_ widget: Widget) { column.append(widget) }
    /// Adds content above the list.
    func prependAbove(_ widget: Widget) { column.prepend(widget) }
}
