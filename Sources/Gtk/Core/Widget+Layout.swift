import CGtk

/// A rectangle in a widget's coordinates (for layout checks).
public struct Bounds: Sendable, Equatable {
    public var x, y, width, height: Double
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// Whether the two rectangles share any area (touching edges do not count).
    public func overlaps(_ other: Bounds) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

extension Widget {
    /// The smallest width the widget asks for (`gtk_widget_measure`, horizontal).
    public var minimumWidth: Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    /// Where the widget is drawn, in `target`'s coordinates; nil when either is not
    /// laid out in the same window.
    public func bounds(in target: Widget) -> Bounds? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target.widget, &rect) != 0 else { return nil }
        return Bounds(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// Whether what the widget draws is clipped to its box, rounded corners included
    /// (`GtkWidget:overflow` hidden), e.g. an image with a CSS border-radius.
    public var clipsContent: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }
}
