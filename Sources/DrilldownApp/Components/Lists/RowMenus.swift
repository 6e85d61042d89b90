import Gtk
import Model

/// A list row's context menu: right click, a long press on touch, the Menu key or
/// Shift+F10 on the focused row. The app's policy on top of the wrapper's `ListView`,
/// which only says which row a point or the focus is on. (Delete on the focused row is
/// the `rows.delete` action of `RowListView`.)
@MainActor
final class RowMenus {
    /// The items of the menu of the row at a source position; nil or empty for no menu.
    var items: (@MainActor (Int) -> [ContextMenu.Item])?
    /// Whether rows take menus and Delete now (false while the list is dimmed).
    var isEnabled: @MainActor () -> Bool = { true }

    private let rows: ListRows
    /// The container the menu stays parented to (see `ContextMenu`).
    private let host: Widget
    /// One menu per list, made on first use.
    private(set) var menu: ContextMenu?
    /// True while a menu item runs.
    private var isRunningItem = false

    init(rows: ListRows, host: Widget) {
        self.rows = rows
        self.host = host
        let list = rows.list
        let rightClick = GestureClick(button: 3)
        rightClick.onPressed { [weak self, weak rightClick] _, x, y in
            guard let self, self.open(atX: x, y: y) else { return }
            rightClick?.claim()
        }
        list.addController(rightClick)
        let longPress = GestureLongPress()
        longPress.touchOnly = true
        longPress.onPressed { [weak self] x, y in self?.open(atX: x, y: y) }
        list.addController(longPress)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, state in self?.keyPressed(keyval, state: state) ?? false }
        list.addController(keys)
    }

    /// Whether the focus is about to go back to a row (a menu is closing or its item
    /// runs): a row removed now should hand the focus to its neighbour.
    var isHandlingFocus: Bool { isRunningItem || menu?.isReturningFocus == true }

    /// Keeps the focus where an item put it when the menu closes.
    func cancelFocusReturn() { menu?.cancelFocusReturn() }

    /// Closes the menu if it is open; returns whether it was (Escape).
    func close() -> Bool {
        guard let menu, menu.isOpen else { return false }
        menu.close()
        return true
    }

    /// Opens the menu of the row under (x, y) in the list's coordinates.
    @discardableResult
    func open(atX x: Double, y: Double) -> Bool {
        guard let (position, row, rowX, rowY) = rows.list.row(atX: x, y: y) else { return false }
        return open(displayPosition: position, row: row, x: rowX, y: rowY)
    }

    private func keyPressed(_ keyval: UInt32, state: UInt32) -> Bool {
        let isMenuKey =
            KeyCombo(Key.menu).matches(keyval, state: state)
            || KeyCombo(Key.f10, .shift).matches(keyval, state: state)
        guard isMenuKey, let (position, row) = rows.list.focusedRow() else { return false }
        return open(
            displayPosition: position, row: row, x: Double(row.rowWidget.width) / 2,
            y: Double(row.rowWidget.height) / 2)
    }

    private func open(displayPosition: Int, row: ListRowWidget, x: Double, y: Double) -> Bool {
        guard isEnabled(), let position = rows.sourcePosition(forDisplay: displayPosition),
            let items = items?(position), !items.isEmpty
        else { return false }
        let menu = self.menu ?? ContextMenu()
        self.menu = menu
        menu.close()
        // An item that deletes the row hands the focus to its neighbour (rowsRemoved).
        menu.setItems(
            items.map { item in
                ContextMenu.Item(item.title) { [weak self] in
                    self?.isRunningItem = true
                    item.action()
                    self?.isRunningItem = false
                }
            })
        // When the menu closes, the focus goes back to the row it was opened on.
        menu.present(in: host, at: row.rowWidget, x: x, y: y, returningFocusWithin: rows.list)
        return true
    }
}
