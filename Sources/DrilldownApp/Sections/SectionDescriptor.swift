import Gtk
import Model

/// Everything the app needs of one section, declared by the section in its own folder
/// (`Pages/<Name>/<Name>Descriptor.swift`) and listed once in `Sections.all()`.
///
/// The home list, the home search, the Shell search provider and Start Fresh go through
/// the descriptors; no other code names a section. What a later feature needs of every
/// section is one more member here (optional, so sections without it say nothing), set
/// where the section declares the rest. The memberwise initialiser takes them in this
/// order, `makePage` last (a trailing closure).
@MainActor
struct SectionDescriptor {
    /// Stable: search result ids and tests use it (`HomePage.open(sectionID:)`).
    let id: SectionID
    /// The home row's title (also the Shell's result description).
    let title: String
    let subtitle: String
    /// A symbolic icon of the Adwaita theme.
    let icon: String
    /// The section's store, when it keeps one: opened lazily by `AppServices.store(_:)`.
    var store: SectionStore?
    /// How the home and Shell searches find the section's items and open them; nil: the
    /// section is not searched.
    var search: SectionSearch?
    /// What the section keeps of where the user was, for the next start; nil: the app
    /// reopens on the home page when this section was shown.
    var place: SectionPlace?
    /// The section's first page.
    let makePage: @MainActor (PageContext) -> Page
}
