import CGtk
import Foundation

@testable import Gtk

extension ContextMenu {
    /// Runs the item titled `title` as a click would, and closes the menu (for tests and
    /// keyboard-free automation); false when there is no such item.
    @discardableResult
    public func activate(title: String) -> Bool {
        guard let index = items.firstIndex(where: { $0.title == title }), let action = actions["item-\(index)"] else {
            return false
        }
        close()
        action.activate()
        return true
    }
}
