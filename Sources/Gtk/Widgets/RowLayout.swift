import CGtk
import GtkShims

extension Box {
    /// Lays the box out as a list row (GtkShims' `DdRowLayout`): children that do not
    /// expand horizontally (an icon, a chevron) at their natural width at either end,
    /// the ones that do (`hexpand`: a title, a subtitle) stacked in one column between
    /// them, `lineSpacing` apart and centred vertically with at least `padding` above and
    /// below; `spacing` between columns. Unlike a horizontal box holding a vertical one,
    /// it measures a wrapping line once per width (GTK's boxes also ask it its width for
    /// a height, which a wrapping label answers by a bisection of Pango layouts).
    /// The box's own spacing and homogeneity no longer apply: do not set them after this.
    public func useRowLayout(spacing: Int32, lineSpacing: Int32, padding: Int32) {
        guard let manager = dd_row_layout_new(spacing, lineSpacing, padding) else { return }
        gtk_widget_set_layout_manager(widget, manager.assumingMemoryBound(to: GtkLayoutManager.self))
    }
}
