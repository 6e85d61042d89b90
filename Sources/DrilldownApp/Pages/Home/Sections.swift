import Gtk
import Model

/// One entry of the home page: a section of the app.
@MainActor
struct Section {
    /// Stable identifier (used by tests through `HomePage.open(sectionID:)`).
    let id: String
    let title: String
    let subtitle: String
    let icon: String
    let makePage: @MainActor (PageContext) -> Page
}

/// The sections of the home page, in the order shown. Each section registers itself
/// here with one entry.
@MainActor
enum Sections {
    static func all() -> [Section] {
        [
            Section(
                id: "drilldown", title: tr("Drill Down"), subtitle: tr("Browse nested lists down to a detail view"),
                icon: "view-list-symbolic"
            ) { context in DrillDownSection.rootPage(context) },
            Section(
                id: "countries", title: tr("Countries"), subtitle: tr("Sectioned, searchable and indexed list"),
                icon: "mark-location-symbolic"
            ) { context in CountriesPage(context: context) },
            Section(
                id: "coffee", title: tr("Coffee List"), subtitle: tr("SQLite with images stored as BLOBs"),
                icon: "emoji-food-symbolic"
            ) { context in CoffeeListPage(context: context) },
            Section(
                id: "todo", title: tr("To-Do"), subtitle: tr("A to-do list in SQLite"),
                icon: "object-select-symbolic"
            ) { context in TodoListPage(context: context) },
            Section(
                id: "zoo", title: tr("My Zoo"), subtitle: tr("Reading data from a SQLite database"),
                icon: "emoji-nature-symbolic"
            ) { context in ZooPage(context: context) },
            Section(
                id: "recipes", title: tr("Recipes"), subtitle: tr("Recipes and their ingredients in SQLite"),
                icon: "accessories-dictionary-symbolic"
            ) { context in RecipesPage(context: context) },
            Section(
                id: "cities", title: tr("City Guide"), subtitle: tr("Cities with pictures stored in SQLite"),
                icon: "find-location-symbolic"
            ) { context in CityListPage(context: context) },
            Section(
                id: "books", title: tr("Books"), subtitle: tr("XML parsed with libxml2"),
                icon: "user-bookmarks-symbolic"
            ) { context in BooksPage(context: context) },
            Section(
                id: "trends", title: tr("Trends"), subtitle: tr("JSON from the Twitter trends tutorial"),
                icon: "web-browser-symbolic"
            ) { context in TrendsPage(context: context) },
            Section(
                id: "touch", title: tr("Touch"), subtitle: tr("Tap, hold, pinch and pan an image"),
                icon: "input-touchpad-symbolic"
            ) { context in TouchPage(context: context) },
            Section(
                id: "colors", title: tr("Colors"), subtitle: tr("A picker of the rainbow colours"),
                icon: "color-select-symbolic"
            ) { _ in ColorsPage() },
            Section(
                id: "formats", title: tr("Formats"),
                subtitle: tr("Numbers, dates and text in your language and region"),
                icon: "preferences-desktop-locale-symbolic"
            ) { context in FormatsPage(context: context) },
            Section(
                id: "hello", title: tr("Hello"), subtitle: tr("Hello World, views and a text field"),
                icon: "face-smile-symbolic"
            ) { context in HelloPage(context: context) },
            Section(
                id: "info", title: tr("Info"), subtitle: tr("About Drilldown and the tutorials behind it"),
                icon: "help-about-symbolic"
            ) { context in InfoPage(context: context, modal: false) },
        ]
    }
}
