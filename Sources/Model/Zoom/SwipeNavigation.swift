/// Decides whether a finished one-finger drag (or touchpad swipe) moves to the previous or
/// next image.
///
/// Only when the image cannot pan sideways (at fit, say): a zoomed image is panned by
/// the same drag instead. The move counts as a swipe when it is fast and mostly
/// horizontal, or long (a third of the view) even if slow. Swiping left shows the next
/// image, as on a phone and in GNOME's image viewer; right to left (Hebrew), where the
/// next image lies to the left, swiping right does.
public enum SwipeNavigation {
    /// Horizontal speed (view pixels per second) above which a flick counts.
    public static let minimumVelocity: Double = 400

    /// -1 for the previous image, +1 for the next, 0 for none.
    /// - Parameters:
    ///   - velocity: the release velocity in view pixels per second (GtkGestureSwipe).
    ///   - distance: how far the pointer moved during the drag.
    ///   - viewWidth: the view's width, to recognise a long slow drag.
    ///   - canPanHorizontally: true when the drag pans the image instead.
    ///   - rightToLeft: true when the interface is mirrored (the next image to the left).
    public static func step(
        velocity: ZoomPoint, distance: ZoomPoint, viewWidth: Double,
        canPanHorizontally: Bool, rightToLeft: Bool = false
    ) -> Int {
        guard !canPanHorizontally else { return 0 }
        let flick =
            abs(velocity.x) >= minimumVelocity && abs(velocity.x) > 2 * abs(velocity.y)
            && abs(distance.x) > 8
        let long = viewWidth > 0 && abs(distance.x) >= viewWidth / 3 && abs(distance.x) > 2 * abs(distance.y)
        let forward = rightToLeft ? -1 : 1
        if flick { return velocity.x < 0 ? forward : -forward }
        if long { return distance.x < 0 ? forward : -forward }
        return 0
    }
}
