import CGtk

/// A header bar's centred title and subtitle (`AdwWindowTitle`): ellipsized when
/// the window is narrow, so it never overlaps the buttons beside it.
@MainActor
public final class WindowTitle: Widget {
    public init(title: String = "", subtitle: String = "") {
        super.init(UnsafeMutableRawPointer(adw_window_title_new(title, subtitle)))
    }

    private var titleWidget: OpaquePointer { opaque }

}
