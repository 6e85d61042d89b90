/// One colour of the rainbow, as offered by the Colors section's picker (the original tutorials'
/// UIPickerView of colour names).
public enum RainbowColor: String, CaseIterable, Sendable, Identifiable {
    case red, orange, yellow, green, blue, indigo, violet

    /// A stable identifier (also the suffix of the colour's CSS class).
    public var id: String { rawValue }

    /// The colour's translated name ("Red", "Rosso").
    public var localizedName: String {
        switch self {
        case .red: tr("Red")
        case .orange: tr("Orange")
        case .yellow: tr("Yellow")
        case .green: tr("Green")
        case .blue: tr("Blue")
        case .indigo: tr("Indigo")
        case .violet: tr("Violet")
        }
    }

    /// The colour as `#rrggbb` (GNOME palette tones where it has one).
    public var hex: String {
        switch self {
        case .red: "#e01b24"
        case .orange: "#ff7800"
        case .yellow: "#f6d32d"
        case .green: "#33d17a"
        case .blue: "#3584e4"
        case .indigo: "#4b0082"
        case .violet: "#9141ac"
        }
    }

    /// Whether text drawn on the colour should be dark to stay readable.
    public var prefersDarkText: Bool {
        switch self {
        case .orange, .yellow, .green: true
        case .red, .blue, .indigo, .violet: false
        }
    }
}
