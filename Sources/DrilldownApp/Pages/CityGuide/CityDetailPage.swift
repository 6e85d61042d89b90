import Foundation
import Gtk
import Model

/// One city (the original tutorials' CityController), laid out like a coffee's page (`DetailEditing`):
/// rows "Name" and "Description", and the group "Picture" (with "Change Image"). The
/// description wraps and is read-only text (no cursor, no selection caret). "Edit" hides the back button and
/// makes the rows open edit pages (the description's is multi-line); "Change Image",
/// dropping an image file and pasting one change the picture in edit mode
/// (`PictureSection`, shared with Coffee).
///
/// Every change is committed before the page shows it; the page follows the store's
/// change notifications (the title follows a renamed city; a deleted one goes back).
@MainActor
final class CityDetailPage: EditableDetailPage {
    private(set) var title: String
    /// The rows, edit mode and picture (shared with the coffee's page).
    let editing: DetailEditing

    private(set) var city: City
    /// The city's id (every read is of that id).
    var cityID: Int64 { city.id }
    let nameRow: ValueRow
    /// The description, wrapping, read-only ("No description" when blank).
    let descriptionRow: ValueRow
    /// The picture, "Change Image", drop and paste.
    let pictureSection: PictureSection
    private let store: CityStore
    private let context: PageContext
    private var observation: ObservationToken?
    /// Counts reads of the city, so that only the newest is shown.
    private var reads = 0

    init(context: PageContext, city: City, store: CityStore) {
        self.context = context
        self.city = city
        self.store = store
        title = city.name
        editing = DetailEditing(context: context)

        nameRow = editing.addField(title: tr("Name"), value: city.name)
        descriptionRow = editing.addField(
            title: tr("Description"), value: city.description,
            emptyText: tr("No description"))
        let id = city.id
        pictureSection = editing.addPicture(
            group: tr("Picture"), chooserTitle: tr("Choose a Picture of the City"),
            alternativeText: fill(tr("A picture of %1$@"), city.name), name: city.name,
            load: { try store.image(id: id) },
            store: { try store.setImage(id: id, png: $0) })
        editing.onEdit(nameRow) { [weak self] in self?.editName() }
        editing.onEdit(descriptionRow) { [weak self] in self?.editDescription() }
        editing.start(page: self, readOnly: store.isReadOnly)
        pictureSection.reload(hasImage: city.hasImage)
        observation = store.observeOnMain { [weak self] change in
            guard change == .updated(id: id) || change == .reloaded || change == .deleted(id: id) else { return }
            self?.reload()
        }
    }

    /// Pushes the page editing the name.
    func editName() {
        let store = self.store
        let id = cityID
        context.push(
            EditFieldPage(
                context: context, title: tr("Name"), text: city.name, placeholder: tr("Paris"),
                validate: CityDetailPage.validateName,
                save: { text in
                    let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    return .write { try store.update(id: id, name: name) }
                }))
    }

    /// Pushes the page editing the description (several lines).
    func editDescription() {
        let store = self.store
        let id = cityID
        context.push(
            EditFieldPage(
                context: context, title: tr("Description"), text: city.description,
                placeholder: tr("What is the city like?"), multiline: true,
                validate: { _ in nil },
                save: { text in .write { try store.update(id: id, description: text) } }))
    }

    /// nil for an acceptable city name, otherwise why not.
    static func validateName(_ text: String) -> String? {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Enter the city’s name.") : nil
    }

    // MARK: Image (`PictureSection`)

    var changeImageRow: ValueRow { pictureSection.changeImageRow }
    var dropTarget: FileDropTarget { pictureSection.dropTarget }

    // MARK: Store changes

    /// Reads the city again after a change, off the main thread (only the newest read is
    /// shown); goes back when it was deleted.
    private func reload() {
        reads += 1
        let read = reads
        let (store, id) = (self.store, cityID)
        Background.run({ () throws -> City? in try store.city(id: id) }) { [weak self] result in
            guard let self, read == self.reads else { return }
            switch result {
            case .success(let fresh): self.show(fresh)
            case .failure(let error):
                self.editing.readFailed(tr("The City Could Not Be Read"), error, log: "city \(id) not read")
            }
        }
    }

    /// Shows the city as read again (nil: it was deleted).
    private func show(_ fresh: City?) {
        guard let fresh else { return editing.itemGone() }
        let pictureChanged = fresh.hasImage != city.hasImage
        city = fresh
        title = fresh.name
        nameRow.value = fresh.name
        descriptionRow.value = fresh.description
        pictureSection.picture.setAlternativeText(fill(tr("A picture of %1$@"), fresh.name))
        pictureSection.exporter.name = fresh.name
        editing.itemChanged()
        if pictureChanged && !fresh.hasImage { pictureSection.reload(hasImage: false) }
    }
}

extension CityDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { cityID }
}
