import CGtk

/// A short list of rows (`GtkListBox`), for fixed, settings-like lists. Long or growing
/// lists use `ListView`.
@MainActor
public final class ListBox: Widget {
    private var rows: [ListBoxRow] = []
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_list_box_new()))
        gtk_list_box_set_selection_mode(listBox, GTK_SELECTION_NONE)
        AccessibleNames.withoutTypeName(pointer) // "list", until the page names it
    }
    var listBox: OpaquePointer { opaque }

    public func append(_ row: ListBoxRow) {
        gtk_list_box_append(listBox, row.widget)
        rows.append(row)
    }
    public func remove(_ row: ListBoxRow) {
        gtk_list_box_remove(listBox, row.widget)
        rows.removeAll { $0 === row }
    }
    public func removeAll() {
        for row in rows { gtk_list_box_remove(listBox, row.widget) }
        rows.removeAll()
    }
    public var allRows: [ListBoxRow] { rows }

    /// Called when a row is activated by click, Enter or Space.
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (ListBoxRow) -> Void) -> SignalHandler {
        onRowActivatedRaw { [weak self] rowPointer in
            guard let self, let rowPointer,
                let row = self.rows.first(where: { $0.pointer == rowPointer })
            else { return }
            handler(row)
        }
    }
    public func setPlaceholder(_ widget: Widget?) {
        gtk_list_box_set_placeholder(listBox, widget?.widget)
        if let widget { retain(widget) }
    }
}

/// One row of a `ListBox`.
@MainActor
public final class ListBoxRow: Widget {
    private var content: Widget?
    public init(_ child: Widget? = nil, activatable: Bool = true) {
        super.init(UnsafeMutableRawPointer(gtk_list_box_row_new()))
        gtk_list_box_row_set_activatable(row, activatable ? 1 : 0)
        if let child { setChild(child) }
    }
    var row: UnsafeMutablePointer<GtkListBoxRow> { cast(GtkListBoxRow.self) }
    public func setChild(_ child: Widget) {
        gtk_list_box_row_set_child(row, child.widget)
        content = child
    }
    /// Activates the row as Enter would (emits the list's `row-activated`).
    public func activate() { gtk_widget_activate(widget) }
    /// Any value the caller wants to find again on activation.
    public var tag: Int = 0
}
