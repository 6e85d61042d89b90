import Gtk
import Model

/// The three-way "Low / Medium / High" switch of a to-do (linked toggle buttons, one
/// active), used by the to-do's page and "Add To-Do".
@MainActor
final class PrioritySwitch {
    /// The buttons in the order shown: Low, Medium, High.
    let buttons: [(priority: TodoPriority, button: ToggleButton)]
    let content = Box(.horizontal)
    /// Called when the user picks a priority (not when `priority` is set).
    var onChange: (@MainActor (TodoPriority) -> Void)?
    private var updating = false

    init(priority: TodoPriority) {
        content.addCSSClass("linked")
        content.halign = .start
        content.setAccessibleLabel(tr("Priority"))
        var buttons: [(priority: TodoPriority, button: ToggleButton)] = []
        for priority in [TodoPriority.low, .medium, .high] {
            let button = ToggleButton(toggleLabel: priority.title)
            if let first = buttons.first?.button { button.join(first) }
            content.append(button)
            buttons.append((priority, button))
        }
        self.buttons = buttons
        self.priority = priority
        for (choice, button) in buttons {
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive, !self.updating else { return }
                self.onChange?(choice)
            }
        }
    }

    /// The priority shown.
    var priority: TodoPriority {
        get { buttons.first { $0.button.isActive }?.priority ?? .medium }
        set {
            updating = true
            defer { updating = false }
            for (choice, button) in buttons where button.isActive != (choice == newValue) {
                button.isActive = choice == newValue
            }
        }
    }

    /// Whether the buttons can be used.
    var isSensitive: Bool {
        get { content.isSensitive }
        set { for (_, button) in buttons { button.isSensitive = newValue } }
    }

    /// Focuses the active button.
    func grabFocus() { _ = buttons.first { $0.button.isActive }?.button.grabFocus() }
}
