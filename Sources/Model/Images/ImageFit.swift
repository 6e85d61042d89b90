/// The size rules for pictures the user adds (coffee and city images): refuse images
/// whose header announces more than `maxPixels` (decoding them would take gigabytes),
/// and scale the rest down so that the long side is at most `maxSide` pixels.
public struct ImageFit: Sendable, Equatable {
    /// The long side of a stored picture, in pixels.
    public var maxSide: Int
    /// The most pixels an image may announce before it is refused undecoded.
    public var maxPixels: Int

    /// 2048 px on the long side (sharp at scale 2 where a detail page draws it widest);
    /// at most 100 megapixels in.
    public static let storedPicture = ImageFit(maxSide: 2048, maxPixels: 100_000_000)

    public init(maxSide: Int, maxPixels: Int) {
        self.maxSide = max(1, maxSide)
        self.maxPixels = max(1, maxPixels)
    }

    /// Whether an image of this size may be decoded at all.
    public func accepts(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }

    /// The size to store an image of `width` × `height` at: the same when it already
    /// fits, otherwise scaled down with its aspect ratio kept (each side at least 1).
    public func fittedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (max(1, width), max(1, height)) }
        let longSide = max(width, height)
        guard longSide > maxSide else { return (width, height) }
        let scale = Double(maxSide) / Double(longSide)
        let scaledWidth = width >= height ? maxSide : max(1, Int((Double(width) * scale).rounded()))
        let scaledHeight = height > width ? maxSide : max(1, Int((Double(height) * scale).rounded()))
        return (min(scaledWidth, maxSide), min(scaledHeight, maxSide))
    }
}
