import CGtk

extension Button {
    /// Replaces a text button's label; an underscore marks the mnemonic ("_Open").
    public func setLabel(_ text: String) {
        gtk_button_set_use_underline(cast(GtkButton.self), 1)
        label = text
    }
}
