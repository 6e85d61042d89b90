import Gtk
import Model

/// Reopening where the user left off: the navigation stack's place (the section, then
/// what the section's `SectionPlace` keeps) saved in the settings when the window closes
/// and shown again, before the window is, on the next start. A file opened on the
/// command line wins over it (the app then does not restore). Without the settings
/// schema nothing is kept.
@MainActor
enum SavedPlace {
    static let key = "place"

    /// Shows the saved place in `main` (when `restoring`) and saves the place on close.
    static func attach(to main: MainWindow, settings: Settings?, restoring: Bool) {
        guard let settings else { return }
        if restoring { main.restore(place: settings.strings(key)) }
        main.window.onCloseRequest { [weak main] in
            if let main { settings.setStrings(key, main.place) }
            return false
        }
    }
}

extension MainWindow {
    /// The place shown: a section's id and its tokens; empty on the home page (and for
    /// pages no section claims).
    var place: [String] {
        let pages = Array(navigation.pages.dropFirst())
        guard !pages.isEmpty else { return [] }
        for section in home.sections {
            if let tokens = section.place?.save(pages) { return [section.id.rawValue] + tokens }
        }
        return []
    }

    /// Shows `place` (as `place` gave it); a section that no longer exists leaves the home page.
    func restore(place: [String]) {
        guard let id = place.first.flatMap({ SectionID(rawValue: $0) }),
            let section = home.sections.first(where: { $0.id == id }), let saved = section.place
        else { return }
        // What is pushed now appears at once; what a section pushes later (an item read
        // off the main thread, a file, an address) asks for that itself.
        navigation.withoutAnimation {
            saved.restore(Array(place.dropFirst()), context) { [weak self] in
                guard let self, self.home.open(sectionID: id) else { return nil }
                return self.navigation.top
            }
        }
    }
}
