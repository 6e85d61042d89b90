import Foundation
import Gtk
import Model

/// One coffee (the original tutorials' DetailViewController): sections "Coffee Name", "Price" (as
/// currency in the user's locale) and "Coffee Image" with the picture and "Change
/// Image". "Edit" hides the back button and makes the rows open edit pages; "Change
/// Image", dropping an image file on the page and pasting one (Ctrl+V) change the
/// picture in edit mode (`PictureSection`).
///
/// Every change is committed to the store before the page shows it; the page follows
/// the store's change notifications, so edits made elsewhere show up too.
@MainActor
final class CoffeeDetailPage: Page {
    private(set) var title: String
    let content: Widget
    var headerEnd: [Widget] { [editButton] }
    var hidesBackButton: Bool { isEditing }
    /// "Edit"/"Done".
    let editMode = EditMode(forList: false)
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }

    let coffeeID: Int64
    private let store: CoffeeStore
    private let context: PageContext
    private let format: PriceFormat
    private(set) var detail: CoffeeDetail
    private let groups = GroupedList()
    let nameRow: ValueRow
    let priceRow: ValueRow
    /// The picture, "Change Image", drop and paste.
    let pictureSection: PictureSection
    private var observation: ObservationToken?

    init(context: PageContext, store: CoffeeStore, detail: CoffeeDetail, format: PriceFormat = .current()) {
        self.context = context
        self.store = store
        self.detail = detail
        self.format = format
        coffeeID = detail.id
        title = detail.name

        nameRow = ValueRow(value: detail.name, accessibleName: tr("Coffee Name"))
        let nameList = groups.addGroup(tr("Coffee Name"))
        nameList.append(nameRow.row)
        priceRow = ValueRow(value: format.currency(detail.price), accessibleName: tr("Price"))
        let priceList = groups.addGroup(tr("Price"))
        priceList.append(priceRow.row)

        let imageList = groups.addGroup(tr("Coffee Image"))
        content = groups.scroller
        let id = detail.id
        pictureSection = PictureSection(context: context, group: imageList, page: content,
                                        chooserTitle: tr("Choose a Coffee Image"),
                                        alternativeText: fill(tr("Picture of %1$@"), detail.name),
                                        load: { try store.image(id: id) },
                                        store: { try store.setImage(id: id, png: $0) })

        connect(lists: [nameList, priceList])
        editButton.isSensitive = !store.isReadOnly
        showEditing()
        pictureSection.reload(hasImage: detail.hasImage)
        observeStore()
    }

    private func connect(lists: [ListBox]) {
        editMode.onChange = { [weak self] _ in self?.editingChanged() }
        for list in lists {
            list.onRowActivated { [weak self] row in self?.activate(row) }
        }
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
        priceRow.setOpenable(isEditing)
        pictureSection.isEditing = isEditing
    }

    func handleEscape() -> Bool { editMode.handleEscape() }

    private func activate(_ row: ListBoxRow) {
        guard isEditing else { return }
        if row === nameRow.row { editName() } else if row === priceRow.row { editPrice() }
    }

    /// Pushes the page editing the name.
    func editName() {
        let store = self.store
        let id = coffeeID
        context.push(EditFieldPage(context: context, title: tr("Coffee Name"), text: detail.name,
                                   validate: CoffeeValidation.name,
                                   save: { text in
                                       let name = CoffeeValidation.trimmed(text)
                                       return .write { try store.update(id: id, name: name) }
                                   }))
    }

    /// Pushes the page editing the price.
    func editPrice() {
        let store = self.store
        let id = coffeeID
        let format = self.format
        context.push(EditFieldPage(context: context, title: tr("Price"), text: format.editingText(detail.price),
                                   placeholder: format.example, numeric: true,
                                   validate: { CoffeeValidation.price($0, format: format) },
                                   save: { text in
                                       guard case .success(let price) = format.parse(text) else { return .refused(format.message(for: .notANumber)) }
                                       return .write { try store.update(id: id, price: price) }
                                   }))
    }

    // MARK: Image (`PictureSection`)

    var changeImageRow: ValueRow { pictureSection.changeImageRow }
    var dropTarget: FileDropTarget { pictureSection.dropTarget }
    var picture: Picture { pictureSection.picture }
    var chooser: FileChooser? { pictureSection.chooser }
    var pendingImports: Int { pictureSection.pendingImports }
    var lastImageError: String? { pictureSection.lastImageError }
    var showsPicture: Bool { pictureSection.showsPicture }
    func chooseImage() { pictureSection.chooseImage() }
    func importFile(_ url: URL) { pictureSection.importFile(url) }
    func paste() { pictureSection.paste() }

    // MARK: Store changes

    private func observeStore() {
        let id = coffeeID
        observation = store.observe { [weak self] change in
            guard change == .updated(id: id) || change == .reloaded || change == .deleted(id: id) else { return }
            MainContext.run { self?.reload() }
        }
    }

    /// Reads the coffee again after a change; goes back when it was deleted.
    private func reload() {
        let fresh: CoffeeDetail?
        do {
            fresh = try store.detail(id: coffeeID)
        } catch {
            let message = StoreFailurePage.storageError(error).message
            Log.problem("coffee \(coffeeID) not read: \(error)")
            context.showError(tr("The Coffee Could Not Be Read"), message)
            return
        }
        guard let fresh else {
            if context.navigation?.top === self { context.pop() }
            return
        }
        detail = fresh
        title = fresh.name
        nameRow.value = fresh.name
        priceRow.value = format.currency(fresh.price)
        picture.setAlternativeText(fill(tr("Picture of %1$@"), fresh.name))
        if context.navigation?.top === self { context.navigation?.refreshChrome() }
        if !fresh.hasImage { pictureSection.reload(hasImage: false) }
    }

    func didBecomeTop() {
        // Back from an edit page: the title may have changed.
        context.navigation?.refreshChrome()
        if isEditing { _ = nameRow.row.grabFocus() } else { _ = editButton.grabFocus() }
    }
}
