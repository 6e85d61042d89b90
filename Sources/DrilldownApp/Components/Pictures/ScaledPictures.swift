/// A cache of pictures decoded for a screen's scale factor (`Thumbnails`, `ZooPictures`):
/// a list follows its rows' `Widget.scaleFactor` into `scale`, which forgets the
/// pictures decoded for another scale.
@MainActor
protocol ScaledPictures: AnyObject {
    /// Device pixels per logical pixel of the screen the pictures are drawn on.
    var scale: Int { get set }
}
