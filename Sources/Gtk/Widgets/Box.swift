import CGtk

/// A row or column of children (`GtkBox`).
@MainActor
public final class Box: Widget {
    private var children: [Widget] = []

    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(UnsafeMutableRawPointer(gtk_box_new(orientation.gtk, spacing)))
    }

    var box: UnsafeMutablePointer<GtkBox> { cast(GtkBox.self) }

    public func append(_ child: Widget) {
        gtk_box_append(box, child.widget)
        children.append(child)
    }
    public func prepend(_ child: Widget) {
        gtk_box_prepend(box, child.widget)
        children.insert(child, at: 0)
    }
    public func remove(_ child: Widget) {
        gtk_box_remove(box, child.widget)
        children.removeAll { $0 === child }
    }
    public func removeAll() {
        for child in children { gtk_box_remove(box, child.widget) }
        children.removeAll()
    }
    public var count: Int { children.count }
}

/// A thin line between groups (`GtkSeparator`).
@MainActor
public final class Separator: Widget {
    public init(_ orientation: Orientation = .horizontal) {
        super.init(UnsafeMutableRawPointer(gtk_separator_new(orientation.gtk)))
    }
}
