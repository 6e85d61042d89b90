/// The shared model layer of Drilldown: values, SQLite stores, importers, formatters and
/// zoom maths. It never imports GTK and is testable without a display.
public enum ModelLayer {
    /// The gettext domain every user-visible string belongs to.
    public static let textDomain = "drilldown"
}
