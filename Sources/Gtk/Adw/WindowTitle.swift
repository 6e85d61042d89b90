import CGtk

/// A header bar's centred title and subtitle (`AdwWindowTitle`): ellipsized when
/// the window is narrow, so it never overlaps the buttons beside it.
@MainActor
public final class WindowTitle: Widget {
    public init(title: String = "", subtitle: String = "") {
        super.init(UnsafeMutableRawPointer(adw_window_title_new(title, subtitle)))
    }

    private var titleWidget: OpaquePointer { opaque }

    public var title: String {
        get { adw_window_title_get_title(titleWidget).map { String(cString: $0) } ?? "" }
        set { adw_window_title_set_title(titleWidget, newValue) }
    }

    public var subtitle: String {
        get { adw_window_title_get_subtitle(titleWidget).map { String(cString: $0) } ?? "" }
        set { adw_window_title_set_subtitle(titleWidget, newValue) }
    }
}
