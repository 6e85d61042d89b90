import Gtk
import Model

/// The app's sections, in the home page's order: one line per section, whose descriptor
/// (`SectionDescriptor`) lives in its own folder under `Pages/`. Nothing else lists
/// them: the home list and search, the Shell search provider and Start Fresh read them
/// from here (through `AppServices.sections`).
@MainActor
enum Sections {
    static func all() -> [SectionDescriptor] {
        [
            .drilldown,
            .countries,
            .coffee,
            .todo,
            .zoo,
            .recipes,
            .cities,
            .books,
            .trends,
            .touch,
            .colors,
            .formats,
            .hello,
            .info,
        ]
    }
}
