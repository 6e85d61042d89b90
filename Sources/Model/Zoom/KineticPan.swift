import Foundation

/// The glide after a fast drag: the image keeps moving with the release velocity and
/// slows down exponentially, like a scrolled list.
public struct KineticPan: Sendable, Equatable {
    /// Velocities (pixels per second) below this end the glide.
    public static let stopVelocity: Double = 20
    /// How fast the glide slows down: the velocity is multiplied by e^(-deceleration·t).
    public static let deceleration: Double = 4

    /// The current velocity in view pixels per second.
    public private(set) var velocity: ZoomPoint

    public init(velocity: ZoomPoint) {
        self.velocity = velocity
    }

    /// True when the glide has (practically) stopped.
    public var isFinished: Bool {
        (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() < Self.stopVelocity
    }

    /// Advances the glide by `seconds` and returns how far the image moves in that time.
    public mutating func advance(by seconds: Double) -> ZoomPoint {
        guard seconds > 0, seconds.isFinite, !isFinished else { return .zero }
        // Distance is the integral of v·e^(-k·t) over the interval.
        let decay = exp(-Self.deceleration * seconds)
        let factor = (1 - decay) / Self.deceleration
        let delta = ZoomPoint(x: velocity.x * factor, y: velocity.y * factor)
        velocity = ZoomPoint(x: velocity.x * decay, y: velocity.y * decay)
        return delta
    }

    /// Stops the glide along an axis where the image hit an edge (the pan moved less than asked).
    public mutating func stop(horizontally: Bool, vertically: Bool) {
        velocity = ZoomPoint(x: horizontally ? 0 : velocity.x, y: vertically ? 0 : velocity.y)
    }
}
