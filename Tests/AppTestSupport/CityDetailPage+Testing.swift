import Gtk
import Model

@testable import DrilldownApp

extension CityDetailPage {
    /// Whether the picture has been decoded and shown (for tests).
    var pictureShown: Bool { pictureSection.showsPicture }
}
