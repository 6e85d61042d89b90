import CGtk

/// Keyboard Shortcuts for a narrow window (a phone): the groups a `ShortcutsWindow` shows,
/// as a scrolling page of titled boxed lists (`AdwPreferencesPage`). Each row has its
/// title, which wraps, and the keys after it as key caps (`GtkShortcutLabel`), or a
/// gesture's picture with the shortcut's subtitle, or GTK's own description of the
/// gesture, under the title. Unlike
/// `GtkShortcutsWindow`, whose titles never wrap and whose pages hold two columns, it
/// fits any width from 360 px up. Escape closes it.
@MainActor
public final class ShortcutsList: Window {
    public let groups: [ShortcutsWindow.Group]
    /// The page of groups (one `PreferencesGroup` for each group).
    public let page = PreferencesPage()
    /// One row for each shortcut, in order.
    public private(set) var rows: [ActionRow] = []

    /// `title` is the window's; its size follows `parent`'s (never wider than it).
    public init(title: String, groups: [ShortcutsWindow.Group], parent: Window?) {
        self.groups = groups
        super.init(UnsafeMutableRawPointer(gtk_window_new()))
        self.title = title
        isModal = true
        setTransient(for: parent)
        setDestroyWithParent(true)
        let parentWidth = parent?.width ?? 0, parentHeight = parent?.height ?? 0
        setDefaultSize(
            width: parentWidth > 0 ? min(parentWidth, Self.widest) : Self.widest,
            height: parentHeight > 0 ? min(parentHeight, Self.tallest) : Self.tallest)

        let header = HeaderBar()
        header.titleWidget = WindowTitle(title: title)
        titlebar = header
        retain(header)

        for group in groups {
            let list = PreferencesGroup(title: group.title)
            for shortcut in group.shortcuts {
                let row = Self.row(for: shortcut)
                list.add(row)
                rows.append(row)
            }
            page.add(list)
            retain(list)
        }
        child = page

        closesOnEscape()
    }

    /// The default size over a wide window (it is shown over narrow ones).
    static let widest: Int32 = 480
    static let tallest: Int32 = 720

    private static func row(for shortcut: ShortcutsWindow.Shortcut) -> ActionRow {
        let row = ActionRow(title: shortcut.title)
        row.titleLines = 0
        if let accelerator = shortcut.accelerator {
            let keys = ShortcutLabel(accelerator: accelerator)
            keys.valign = .center
            row.addSuffix(keys)
            row.setAccessibleDescription(ShortcutLabel.spoken(accelerator))
        } else if let gesture = shortcut.gesture {
            row.subtitle = shortcut.subtitle ?? gesture.shown.localizedDescription
            row.subtitleLines = 0
            let picture = Image(icon: gesture.shown.iconName, pixelSize: 48)
            picture.setAccessibleHidden(true)
            row.addSuffix(picture)
        }
        return row
    }
}

extension ShortcutsWindow.Shortcut.Gesture {
    /// The gesture as drawn in the default direction: right to left, a swipe to the right
    /// (back, in a mirrored window) is a swipe to the left. GTK draws its gesture pictures
    /// and names them the same way in every direction.
    @MainActor
    public var shown: Self {
        guard Widget.defaultDirection == .rightToLeft else { return self }
        switch self {
        case .pinch: return .pinch
        case .twoFingerSwipeLeft: return .twoFingerSwipeRight
        case .twoFingerSwipeRight: return .twoFingerSwipeLeft
        case .swipeLeft: return .swipeRight
        case .swipeRight: return .swipeLeft
        }
    }

    /// The picture `GtkShortcutsWindow` draws for the gesture (from GTK's own icons).
    public var iconName: String { rawValue + "-symbolic" }

    /// What `GtkShortcutsWindow` says under the gesture's title, in GTK's translation.
    public var localizedDescription: String {
        let text =
            switch self {
            case .pinch: "Two finger pinch"
            case .twoFingerSwipeLeft: "Two finger swipe left"
            case .twoFingerSwipeRight: "Two finger swipe right"
            case .swipeLeft: "Swipe left"
            case .swipeRight: "Swipe right"
            }
        guard let translated = g_dgettext("gtk40", text) else { return text }
        return String(cString: translated)
    }
}
