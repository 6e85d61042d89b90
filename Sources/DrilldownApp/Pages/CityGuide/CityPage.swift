import Foundation
import Gtk
import Model

/// One city (the original tutorials' CityController), laid out like a coffee's page: groups "Name",
/// "Description" and "Picture" (with "Change Image"). The description wraps and is
/// read-only text (no cursor, no selection caret). "Edit" hides the back button and
/// makes the rows open edit pages (the description's is multi-line); "Change Image",
/// dropping an image file and pasting one change the picture in edit mode
/// (`PictureSection`, shared with Coffee).
///
/// Every change is committed before the page shows it; the page follows the store's
/// change notifications (the title follows a renamed city; a deleted one goes back).
@MainActor
final class CityPage: Page {
    private(set) var title: String
    let content: Widget
    var headerEnd: [Widget] { [editButton] }
    var hidesBackButton: Bool { isEditing }
    /// "Edit"/"Done".
    let editMode = EditMode(forList: false)
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }

    let cityID: Int64
    private(set) var city: City
    let nameRow: ValueRow
    let descriptionRow: ValueRow
    /// The description, as read-only wrapping text.
    var descriptionLabel: Label { descriptionRow.valueLabel }
    /// The picture, "Change Image", drop and paste.
    let pictureSection: PictureSection
    /// Whether the picture has been decoded and shown (for tests).
    var pictureShown: Bool { pictureSection.showsPicture }
    private let store: CityStore
    private let context: PageContext
    private let groups = GroupedList()
    private var observation: ObservationToken?

    init(context: PageContext, city: City, store: CityStore) {
        self.context = context
        self.city = city
        self.store = store
        cityID = city.id
        title = city.name

        nameRow = ValueRow(value: city.name, accessibleName: tr("Name"))
        let nameList = groups.addGroup(tr("Name"))
        nameList.append(nameRow.row)
        descriptionRow = ValueRow(value: "", accessibleName: tr("Description"))
        let descriptionList = groups.addGroup(tr("Description"))
        descriptionList.append(descriptionRow.row)
        let pictureList = groups.addGroup(tr("Picture"))
        content = groups.scroller
        let id = city.id
        pictureSection = PictureSection(context: context, group: pictureList, page: content,
                                        chooserTitle: tr("Choose a Picture of the City"),
                                        alternativeText: fill(tr("A picture of %1$@"), city.name),
                                        load: { try store.image(id: id) },
                                        store: { try store.setImage(id: id, png: $0) })
        showDescription()
        for list in [nameList, descriptionList] {
            list.onRowActivated { [weak self] row in self?.activate(row) }
        }
        editMode.onChange = { [weak self] _ in self?.editingChanged() }
        editButton.isSensitive = !store.isReadOnly
        showEditing()
        pictureSection.reload(hasImage: city.hasImage)
        observation = store.observeOnMain { [weak self] change in
            guard change == .updated(id: id) || change == .reloaded || change == .deleted(id: id) else { return }
            self?.reload()
        }
    }

    private func showDescription() {
        let empty = city.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        descriptionRow.value = empty ? tr("No description") : city.description
        descriptionLabel.setCSSClass("dim-label", empty)
    }

    // MARK: Edit mode

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { editMode.setEditing(editing) }

    private func editingChanged() {
        showEditing()
        context.navigation?.refreshChrome()
        if isEditing { _ = nameRow.row.grabFocus() }
    }

    private func showEditing() {
        nameRow.setOpenable(isEditing)
        descriptionRow.setOpenable(isEditing)
        pictureSection.isEditing = isEditing
    }

    func handleEscape() -> Bool { editMode.handleEscape() }

    private func activate(_ row: ListBoxRow) {
        guard isEditing else { return }
        if row === nameRow.row { editName() } else if row === descriptionRow.row { editDescription() }
    }

    /// Pushes the page editing the name.
    func editName() {
        let store = self.store
        let id = cityID
        context.push(EditFieldPage(context: context, title: tr("Name"), text: city.name, placeholder: tr("Paris"),
                                   validate: CityPage.validateName,
                                   save: { text in
                                       let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
                                       return .write { try store.update(id: id, name: name) }
                                   }))
    }

    /// Pushes the page editing the description (several lines).
    func editDescription() {
        let store = self.store
        let id = cityID
        context.push(EditFieldPage(context: context, title: tr("Description"), text: city.description,
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

    /// Reads the city again after a change; goes back when it was deleted.
    private func reload() {
        let fresh: City?
        do {
            fresh = try store.city(id: cityID)
        } catch {
            Log.problem("city \(cityID) not read: \(error)")
            context.showError(tr("The City Could Not Be Read"), StoreFailurePage.storageError(error).message)
            return
        }
        guard let fresh else {
            if context.navigation?.top === self { context.pop() }
            return
        }
        let pictureChanged = fresh.hasImage != city.hasImage
        city = fresh
        title = fresh.name
        nameRow.value = fresh.name
        showDescription()
        pictureSection.picture.setAlternativeText(fill(tr("A picture of %1$@"), fresh.name))
        if context.navigation?.top === self { context.navigation?.refreshChrome() }
        if pictureChanged && !fresh.hasImage { pictureSection.reload(hasImage: false) }
    }

    func didBecomeTop() {
        // Back from an edit page: the title may have changed.
        context.navigation?.refreshChrome()
        if isEditing { _ = nameRow.row.grabFocus() } else { _ = editButton.grabFocus() }
    }
}
