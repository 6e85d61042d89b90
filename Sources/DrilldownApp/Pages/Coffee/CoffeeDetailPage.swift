import Foundation
import Gtk
import Model

/// One coffee (the original tutorials' DetailViewController): sections "Coffee Name", "Price" (as
/// currency in the user's locale) and "Coffee Image" with the picture and "Change
/// Image". "Edit" hides the back button and makes the rows open edit pages; "Change
/// Image" opens an image chooser. Dropping an image file on the page or pasting one
/// (Ctrl+V) changes the picture too.
///
/// Every change is committed to the store before the page shows it; the page follows
/// the store's change notifications, so edits made elsewhere show up too.
@MainActor
final class CoffeeDetailPage: Page {
    private(set) var title: String
    let content: Widget
    var headerEnd: [Widget] { [editButton] }
    var hidesBackButton: Bool { isEditing }

    let coffeeID: Int64
    private let store: CoffeeStore
    private let context: PageContext
    private let format: PriceFormat
    private(set) var detail: CoffeeDetail
    let editButton = Button(label: tr("_Edit"))
    private let groups = GroupedList()
    let nameRow: ValueRow
    let priceRow: ValueRow
    let picture = Picture()
    private let pictureStack = Stack()
    private let noImage = Box(.vertical, spacing: 6)
    private let spinner = Spinner()
    let changeImageRow: ValueRow
    let dropTarget = FileDropTarget()
    let importer: CoffeeImageImport
    private var observation: ObservationToken?
    private(set) var isEditing = false
    /// Imports started and not yet finished (the spinner shows while > 0).
    private(set) var pendingImports = 0
    /// The last image problem shown (for tests).
    private(set) var lastImageError: String?
    /// The chooser on screen, if any.
    private(set) var chooser: FileChooser?
    private var imageLoad = 0

    init(context: PageContext, store: CoffeeStore, detail: CoffeeDetail, format: PriceFormat = .current()) {
        self.context = context
        self.store = store
        self.detail = detail
        self.format = format
        coffeeID = detail.id
        title = detail.name
        importer = CoffeeImageImport(store: store, coffeeID: detail.id)

        nameRow = ValueRow(value: detail.name, accessibleName: tr("Coffee Name"))
        let nameList = groups.addGroup(tr("Coffee Name"))
        nameList.append(nameRow.row)
        priceRow = ValueRow(value: format.currency(detail.price), accessibleName: tr("Price"))
        let priceList = groups.addGroup(tr("Price"))
        priceList.append(priceRow.row)

        let imageList = groups.addGroup(tr("Coffee Image"))
        CoffeeDetailPage.buildPlaceholder(noImage)
        picture.canShrink = true
        picture.contentFit = .contain
        picture.setSizeRequest(width: -1, height: 240)
        picture.setMargins(12)
        picture.setAlternativeText(fill(tr("Picture of %1$@"), detail.name))
        pictureStack.add(noImage, name: "none")
        pictureStack.add(picture, name: "picture")
        pictureStack.transitionType = .crossfade
        // Homogeneous both ways: a non-homogeneous GtkStack (4.8) asks for the width the
        // picture would take at the stack's full height, forcing the window wider.
        pictureStack.vhomogeneous = true
        let pictureOverlay = Overlay()
        pictureOverlay.child = pictureStack
        spinner.halign = .center
        spinner.valign = .center
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.isVisible = false
        pictureOverlay.addOverlay(spinner)
        let pictureRow = ListBoxRow(pictureOverlay, activatable: false)
        pictureRow.focusable = false
        imageList.append(pictureRow)
        changeImageRow = ValueRow(value: tr("Change Image"), accessibleName: tr("Change Image"), trailingIcon: "document-open-symbolic")
        imageList.append(changeImageRow.row)
        content = groups.scroller

        connect(lists: [nameList, priceList, imageList])
        editButton.isSensitive = !store.isReadOnly
        showEditing()
        loadImage()
        observeStore()
    }

    /// "No Image" and how to add one, in the picture's place.
    private static func buildPlaceholder(_ box: Box) {
        box.addCSSClass("picture-placeholder")
        box.valign = .center
        let icon = Image(icon: "image-x-generic-symbolic", pixelSize: 48)
        icon.addCSSClass("dim-label")
        let heading = Label(tr("No Image"))
        heading.addCSSClass("heading")
        let hint = Label(tr("Choose one with “Change Image” in edit mode, drop an image file here or paste one."))
        hint.wraps = true
        hint.setJustifyCenter()
        hint.maxWidthChars = 40
        hint.addCSSClass("dim-label")
        hint.addCSSClass("caption")
        box.append(icon)
        box.append(heading)
        box.append(hint)
    }

    private func connect(lists: [ListBox]) {
        editButton.onClicked { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing)
        }
        for list in lists {
            list.onRowActivated { [weak self] row in self?.activate(row) }
        }
        dropTarget.onDrop { [weak self] urls in
            guard let self, let url = urls.first else { return false }
            self.importFile(url)
            return true
        }
        content.addController(dropTarget)
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, state & Keys.modifierMask == controlMask, keyval == 0x76 || keyval == 0x56 else { return false } // Ctrl+V
            self.paste()
            return true
        }
        content.addController(keys)
    }

    // MARK: Edit mode

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        showEditing()
        context.navigation?.refreshChrome()
        if editing { _ = nameRow.row.grabFocus() }
    }

    private func showEditing() {
        editButton.label = isEditing ? tr("_Done") : tr("_Edit")
        editButton.setAccessibleLabel(isEditing ? tr("Done") : tr("Edit"))
        editButton.setCSSClass("suggested-action", isEditing)
        nameRow.setOpenable(isEditing)
        priceRow.setOpenable(isEditing)
        changeImageRow.setOpenable(isEditing)
        changeImageRow.row.isSensitive = isEditing
    }

    func handleEscape() -> Bool {
        guard isEditing else { return false }
        setEditing(false)
        return true
    }

    private func activate(_ row: ListBoxRow) {
        guard isEditing else { return }
        if row === nameRow.row { editName() } else if row === priceRow.row { editPrice() } else if row === changeImageRow.row { chooseImage() }
    }

    /// Pushes the page editing the name.
    func editName() {
        let store = self.store
        let id = coffeeID
        context.push(EditFieldPage(context: context, title: tr("Coffee Name"), text: detail.name,
                                   validate: CoffeeValidation.name,
                                   save: { text in CoffeeValidation.attempt { try store.update(id: id, name: CoffeeValidation.trimmed(text)) } }))
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
                                       guard case .success(let price) = format.parse(text) else { return format.message(for: .notANumber) }
                                       return CoffeeValidation.attempt { try store.update(id: id, price: price) }
                                   }))
    }

    // MARK: Image

    /// Opens the image chooser ("Change Image").
    func chooseImage() {
        let chooser = PictureFile.chooser(title: tr("Choose a Coffee Image"), parent: context.window)
        self.chooser = chooser
        chooser.present { [weak self] url in
            guard let self else { return }
            self.chooser = nil
            if let url { self.importFile(url) }
        }
    }

    /// Stores the image file at `url` as the coffee's picture (chooser and drop).
    func importFile(_ url: URL) {
        begin()
        importer.importFile(url) { [weak self] result in self?.finish(result) }
    }

    /// Pastes an image (or an image file) from the clipboard.
    func paste() {
        let clipboard = Clipboard(of: content)
        if clipboard.hasFiles && !clipboard.hasTexture {
            clipboard.readFiles { [weak self] urls, problem in
                guard let self else { return }
                if let url = urls?.first { self.importFile(url) } else { self.report(problem.map { fill(tr("The image could not be read: %1$@"), $0) } ?? tr("The clipboard holds no image.")) }
            }
            return
        }
        guard clipboard.hasTexture else {
            report(tr("The clipboard holds no image."))
            return
        }
        begin()
        clipboard.readTexture { [weak self] texture, problem in
            guard let self else { return }
            guard let texture else {
                self.finish(.failure(.image(.unreadable(problem ?? ""), fileName: "")))
                return
            }
            self.importer.importTexture(texture) { [weak self] result in self?.finish(result) }
        }
    }

    private func begin() {
        pendingImports += 1
        spinner.isVisible = true
        spinner.isSpinning = true
    }

    private func finish(_ result: Result<Texture, CoffeeImageImport.Failure>) {
        pendingImports -= 1
        if pendingImports == 0 {
            spinner.isSpinning = false
            spinner.isVisible = false
        }
        switch result {
        case .success(let texture):
            imageLoad += 1 // a slower reload started earlier must not replace this picture
            show(texture)
            lastImageError = nil
        case .failure(let failure):
            report(failure.message)
        }
    }

    private func report(_ message: String) {
        lastImageError = message
        context.showError(tr("Image Not Changed"), message)
    }

    private func show(_ texture: Texture?) {
        picture.setTexture(texture)
        pictureStack.setVisibleChild(named: texture == nil ? "none" : "picture")
    }

    /// Whether a picture is shown.
    var showsPicture: Bool { pictureStack.visibleChildPointer == picture.pointer }

    /// Loads the stored picture off the main thread.
    private func loadImage() {
        imageLoad += 1
        let generation = imageLoad
        guard detail.hasImage else { return show(nil) }
        let store = self.store
        let id = coffeeID
        DispatchQueue.global(qos: .userInitiated).async {
            let texture = (try? store.image(id: id)).flatMap { $0 }.flatMap { try? Texture(data: $0) }
            MainContext.run { [weak self] in
                guard let self, generation == self.imageLoad else { return }
                self.show(texture)
            }
        }
    }

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
        } catch let error as StorageError {
            context.showError(tr("The Coffee Could Not Be Read"), error.message)
            return
        } catch {
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
        if !fresh.hasImage { show(nil) }
    }

    func didBecomeTop() {
        // Back from an edit page: the title may have changed.
        context.navigation?.refreshChrome()
        if isEditing { _ = nameRow.row.grabFocus() } else { _ = editButton.grabFocus() }
    }
}

private let controlMask: UInt32 = 0x4 // GDK_CONTROL_MASK
