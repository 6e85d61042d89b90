import CGtk

/// Selection for `ListBox` pickers (a short list where one row is the current choice;
/// arrow keys move the selection with the focus).
extension ListBox {

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
        onRowSelectedRaw { [weak self] rowPointer in
            guard let self else { return }
            handler(rowPointer.flatMap { pointer in self.allRows.first { $0.pointer == pointer } })
        }
    }
}

extension ListBoxRow {
}
