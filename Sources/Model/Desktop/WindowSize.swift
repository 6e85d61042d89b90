/// The main window's size as saved between runs, and the rule that keeps a saved size
/// usable: never narrower or lower than a phone's 360 px (the smallest width the layout
/// is made for), never larger than the monitor it opens on (a size saved on a larger
/// monitor, or a hand-edited setting, would open a window the user cannot see whole).
public struct WindowSize: Sendable, Equatable {
    /// The size a first start opens at (the settings' defaults).
    public static let standard = WindowSize(width: 900, height: 680)
    /// The smallest width and height restored.
    public static let minimum: Int32 = 360

    public var width: Int32
    public var height: Int32

    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }

    /// This size within `minimum` and `monitor` (when known; a monitor smaller than
    /// `minimum` wins, so the window still fits on it).
    public func clamped(toMonitor monitor: WindowSize?) -> WindowSize {
        func clamp(_ value: Int32, _ limit: Int32?) -> Int32 {
            let atLeast = max(value, Self.minimum)
            guard let limit, limit > 0 else { return atLeast }
            return min(atLeast, limit)
        }
        return WindowSize(width: clamp(width, monitor?.width), height: clamp(height, monitor?.height))
    }
}
