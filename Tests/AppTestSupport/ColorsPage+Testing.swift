import Gtk
import Model

@testable import DrilldownApp

extension ColorsPage {
    /// Whether the large swatch is painted with `color`.
    func swatchShows(_ color: RainbowColor) -> Bool {
        swatch.hasCSSClass(color.swatchClass)
            && RainbowColor.allCases.filter { swatch.hasCSSClass($0.swatchClass) }.count == 1
    }
}
