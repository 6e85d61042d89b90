import Foundation
import Gtk
import Model

/// What a screen reader says about each bundled image.
extension TouchPage {
    /// A description of a bundled image for screen readers.
    static func describe(_ url: URL) -> String {
        let name = url.deletingPathExtension().lastPathComponent
        switch name {
        case "01-star": return tr("Birth of a star: a nebula around a bright young star")
        case "02-dusk": return tr("Dusk over hills with a rising moon")
        case "03-test-card": return tr("A test card of checks, colour bars and fine lines")
        case "04-pebble": return tr("A small picture of a white pebble")
        default: return name
        }
    }
}
