import Foundation
import Gtk
import Model

/// One coffee (the original tutorials' DetailViewController): rows "Coffee Name" and "Price"
/// (as currency in the user's locale), and the group "Coffee Image" with "Change Image"
/// and the picture (`DetailEditing`, shared with the city's page). "Edit" hides the back
/// button and makes the rows open edit pages; "Change Image", dropping an image file on
/// the page and pasting one (Ctrl+V) change the picture in edit mode (`PictureSection`).
///
/// Every change is committed to the store before the page shows it; the page follows
/// the store's change notifications, so edits made elsewhere show up too.
@MainActor
final class CoffeeDetailPage: EditableDetailPage {
    private(set) var title: String
    /// The rows, edit mode and picture (shared with the city's page).
    let editing: DetailEditing

    let coffeeID: Int64
    private let store: CoffeeStore
    private let context: PageContext
    private let format: PriceFormat
    private(set) var detail: CoffeeDetail
    let nameRow: ValueRow
    let priceRow: ValueRow
    /// The picture, "Change Image", drop and paste.
    let pictureSection: PictureSection
    private var observation: ObservationToken?
    /// Counts reads of the coffee, so that only the newest is shown.
    private var reads = 0

    init(context: PageContext, store: CoffeeStore, detail: CoffeeDetail, format: PriceFormat = .current()) {
        self.context = context
        self.store = store
        self.detail = detail
        self.format = format
        coffeeID = detail.id
        title = detail.name
        editing = DetailEditing(context: context)

        nameRow = editing.addField(title: tr("Coffee Name"), value: detail.name)
        priceRow = editing.addField(title: tr("Price"), value: format.currency(detail.price))
        let id = detail.id
        pictureSection = editing.addPicture(
            group: tr("Coffee Image"), chooserTitle: tr("Choose a Coffee Image"),
            alternativeText: fill(tr("Picture of %1$@"), detail.name), name: detail.name,
            load: { try store.image(id: id) },
            store: { try store.setImage(id: id, png: $0) })
        editing.onEdit(nameRow) { [weak self] in self?.editName() }
        editing.onEdit(priceRow) { [weak self] in self?.editPrice() }
        editing.start(page: self, readOnly: store.isReadOnly)
        pictureSection.reload(hasImage: detail.hasImage)
        observeStore()
    }

    /// Pushes the page editing the name.
    func editName() {
        let store = self.store
        let id = coffeeID
        context.push(
            EditFieldPage(
                context: context, title: tr("Coffee Name"), text: detail.name,
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
        context.push(
            EditFieldPage(
                context: context, title: tr("Price"), text: format.editingText(detail.price),
                placeholder: format.example, numeric: true,
                validate: { CoffeeValidation.price($0, format: format) },
                save: { text in
                    guard case .success(let price) = format.parse(text) else {
                        return .refused(format.message(for: .notANumber))
                    }
                    return .write { try store.update(id: id, price: price) }
                }))
    }

    // MARK: Image (`PictureSection`)

    var changeImageRow: ValueRow { pictureSection.changeImageRow }
    var dropTarget: FileDropTarget { pictureSection.dropTarget }
    var picture: Picture { pictureSection.picture }
    var chooser: FileChooser? { pictureSection.chooser }
    var pendingImports: Int { pictureSection.pendingImports }
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

    /// Reads the coffee again after a change, off the main thread (only the newest read
    /// is shown); goes back when it was deleted.
    private func reload() {
        reads += 1
        let read = reads
        let (store, id) = (self.store, coffeeID)
        Background.run({ () throws -> CoffeeDetail? in try store.detail(id: id) }) { [weak self] result in
            guard let self, read == self.reads else { return }
            switch result {
            case .success(let fresh): self.show(fresh)
            case .failure(let error):
                self.editing.readFailed(tr("The Coffee Could Not Be Read"), error, log: "coffee \(id) not read")
            }
        }
    }

    /// Shows the coffee as read again (nil: it was deleted).
    private func show(_ fresh: CoffeeDetail?) {
        guard let fresh else { return editing.itemGone() }
        detail = fresh
        title = fresh.name
        nameRow.value = fresh.name
        priceRow.value = format.currency(fresh.price)
        picture.setAlternativeText(fill(tr("Picture of %1$@"), fresh.name))
        pictureSection.exporter.name = fresh.name
        editing.itemChanged()
        if !fresh.hasImage { pictureSection.reload(hasImage: false) }
    }
}

extension CoffeeDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { coffeeID }
}
