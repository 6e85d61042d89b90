import CGtk

/// A push button (`GtkButton`) with a label, an icon, or both.
@MainActor
public class Button: Widget {
    private var content: Widget?

    /// A text button. Use `_` before a letter for a mnemonic.
    public init(label: String) {
        super.init(UnsafeMutableRawPointer(gtk_button_new_with_mnemonic(label)))
        applyAccessibleName()
    }

    /// A name that differs from the visible label (e.g. "Jump to A" for "A").
    private var accessibleName: String?

    /// The name a screen reader says: one name, never the mnemonic underscore (see
    /// `AccessibleNames`). For a text button it is the name given, else its label.
    public override func setAccessibleLabel(_ label: String) {
        accessibleName = AccessibleNames.strippingMnemonic(label)
        applyAccessibleName()
    }

    /// Gives the button exactly one name, as its `label` property: GTK's labelled-by
    /// relation to the label child is not kept up to date when `gtk_button_set_label`
    /// reuses that child (a label changed from "_Edit" to "_Done" kept both, and dropping
    /// one of them left GTK 4.8 saying the type name, "GtkButton").
    private func applyAccessibleName() {
        guard AccessibleNames.isTextButton(widget) else {
            // An icon button keeps GTK's labelled-by from its first (text) child.
            if let accessibleName {
                AccessibleNames.dropLabelledBy(of: widget)
                super.setAccessibleLabel(accessibleName)
            }
            return
        }
        let visible = AccessibleNames.strippingMnemonic(gtk_button_get_label(button).map { String(cString: $0) } ?? "")
        AccessibleNames.dropLabelledBy(of: widget)
        super.setAccessibleLabel(accessibleName ?? visible)
    }

    /// An icon-only button; `tooltip` is also its accessible label (GNOME HIG).
    public init(icon: String, tooltip: String) {
        super.init(UnsafeMutableRawPointer(gtk_button_new_from_icon_name(icon)))
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }

    /// A button showing an icon and a label side by side (e.g. the back button).
    public init(icon: String, label: String) {
        super.init(UnsafeMutableRawPointer(gtk_button_new()))
        let row = Box(.horizontal, spacing: 6)
        let image = Image(icon: icon)
        let text = Label(label)
        row.append(image)
        row.append(text)
        labelWidget = text
        gtk_button_set_child(button, row.widget)
        content = row
        setAccessibleLabel(label)
    }

    public override init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership = .sinkOrRetain) {
        super.init(pointer, ownership: ownership)
    }

    private var labelWidget: Label?

    var button: UnsafeMutablePointer<GtkButton> { cast(GtkButton.self) }

    public var label: String {
        get { labelWidget?.text ?? gtk_button_get_label(button).map { String(cString: $0) } ?? "" }
        set {
            if let labelWidget {
                labelWidget.text = newValue
                setAccessibleLabel(newValue)
            } else {
                // A name that was the old label follows the new one.
                if accessibleName == AccessibleNames.strippingMnemonic(label) { accessibleName = nil }
                relabel(newValue)
            }
        }
    }
    /// A text button's label changed in place: the name first, then the label child's
    /// text. `gtk_button_set_label` would set the name to the raw label ("_Done") and a
    /// screen reader, told of each change of the focused button's name, would say it.
    private func relabel(_ text: String) {
        let child = gtk_button_get_child(button)
        guard AccessibleNames.isTextButton(widget), let child,
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        else {
            gtk_button_set_label(button, text)
            applyAccessibleName()
            return
        }
        AccessibleNames.dropLabelledBy(of: widget)
        super.setAccessibleLabel(accessibleName ?? AccessibleNames.strippingMnemonic(text))
        let label = OpaquePointer(child)
        if gtk_button_get_use_underline(button) != 0 {
            gtk_label_set_text_with_mnemonic(label, text)
        } else {
            gtk_label_set_text(label, text)
        }
    }

    public var iconName: String? {
        get { gtk_button_get_icon_name(button).map { String(cString: $0) } }
        set {
            gtk_button_set_icon_name(button, newValue)
            applyAccessibleName()
        }
    }
    /// Sets a custom child.
    public func setChild(_ child: Widget) {
        gtk_button_set_child(button, child.widget)
        content = child
        labelWidget = nil
    }

    /// Clicks the button as a user would (emits `clicked` when sensitive).
    public func click() {
        if isSensitive && isVisible { emit("clicked") }
    }
}

/// A button that stays pressed (`GtkToggleButton`); grouped ones act as radio buttons.
@MainActor
public final class ToggleButton: Button {
    public init(toggleLabel: String) {
        super.init(UnsafeMutableRawPointer(gtk_toggle_button_new_with_mnemonic(toggleLabel)))
        if !toggleLabel.isEmpty { AccessibleNames.dropLabelProperty(of: widget) }
    }
    var toggle: UnsafeMutablePointer<GtkToggleButton> { cast(GtkToggleButton.self) }
    /// Makes this button part of `other`'s group (only one active at a time).
    public func join(_ other: ToggleButton) { gtk_toggle_button_set_group(toggle, other.toggle) }
}
