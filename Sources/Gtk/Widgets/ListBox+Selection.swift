import CGtk

/// How many rows of a `ListBox` may be selected.
public enum ListSelectionMode: Sendable {
    case none, single, browse

    var gtk: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .browse: GTK_SELECTION_BROWSE
        }
    }
}

/// Selection for `ListBox` pickers (a short list where one row is the current choice;
/// arrow keys move the selection with the focus).
extension ListBox {
    public var selectionMode: ListSelectionMode {
        get {
            switch gtk_list_box_get_selection_mode(listBox) {
            case GTK_SELECTION_SINGLE: .single
            case GTK_SELECTION_BROWSE: .browse
            default: .none
            }
        }
        set { gtk_list_box_set_selection_mode(listBox, newValue.gtk) }
    }

    /// The selected row, if any.
    public var selectedRow: ListBoxRow? {
        guard let selected = gtk_list_box_get_selected_row(listBox) else { return nil }
        let pointer = UnsafeMutableRawPointer(selected)
        return allRows.first { $0.pointer == pointer }
    }

    /// Selects `row` (emits `row-selected` if the selection changes), or clears the
    /// selection for nil.
    public func select(_ row: ListBoxRow?) {
        if let row {
            gtk_list_box_select_row(listBox, row.row)
        } else {
            gtk_list_box_unselect_all(listBox)
        }
    }

    /// Called when the selection changes, by click, arrow keys or `select(_:)`; nil when
    /// it was cleared.
    @discardableResult
    public func onRowSelected(_ handler: @escaping @MainActor (ListBoxRow?) -> Void) -> SignalHandler {
        onPointer("row-selected") { [weak self] rowPointer in
            guard let self else { return }
            handler(rowPointer.flatMap { pointer in self.allRows.first { $0.pointer == pointer } })
        }
    }
}

extension ListBoxRow {
    /// Whether this row is selected in its list.
    public var isSelected: Bool { gtk_list_box_row_is_selected(row) != 0 }
}
