/// A point in view (widget) coordinates, in logical pixels.
public struct ZoomPoint: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = ZoomPoint(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    public static func + (lhs: ZoomPoint, rhs: ZoomPoint) -> ZoomPoint {
        ZoomPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: ZoomPoint, rhs: ZoomPoint) -> ZoomPoint {
        ZoomPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}

/// A width and height in pixels (image pixels or logical view pixels).
///
/// Sizes are never negative: negative or non-finite inputs become zero, so the maths
/// built on them cannot produce NaN offsets from a half-allocated widget.
public struct ZoomSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width.isFinite ? max(0, width) : 0
        self.height = height.isFinite ? max(0, height) : 0
    }

    public static let zero = ZoomSize(width: 0, height: 0)

    /// True when either side is zero (no image, or a widget not yet allocated).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The centre of a rectangle of this size whose origin is (0, 0).
    public var centre: ZoomPoint { ZoomPoint(x: width / 2, y: height / 2) }

    public var description: String { "\(width)×\(height)" }
}
