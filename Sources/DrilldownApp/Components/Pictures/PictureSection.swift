import Foundation
import Gtk
import Model

/// The picture group of a detail page (a coffee's "Coffee Image", a city's "Picture"):
/// the "Change Image" row that opens an image chooser, and under it, in a card, the
/// stored picture (or "No Image" and how to add one) with a spinner while a new one is
/// stored.
///
/// One rule for every way a picture arrives: "Change Image", dropping an image file on
/// the page and pasting one (`page.paste-picture`, Ctrl+V wherever the focus is on the
/// page) all work in edit mode only, like the other edits of the page; outside it a drop
/// is refused and the action is disabled (Ctrl+V is left to the page). Every picture,
/// new or stored, goes through the picture gate (`PictureFile`) off the main thread, and
/// every refusal or read error is said in an alert titled "Image Not Changed" or
/// "The Picture Could Not Be Shown" (and logged).
///
/// The stored picture is decoded for the width the page draws it at times the screen's
/// scale factor (`scale`, followed from the picture's `Widget.scaleFactor`), never
/// enlarged: one texture pixel per device pixel, again once a new width has settled
/// (`PictureSection+Scale.swift`).
@MainActor
final class PictureSection: ScaledPictures {
    let picture = Picture()
    let changeImageRow: ValueRow
    let dropTarget = FileDropTarget()
    let importer: PictureImport
    /// "Save Picture As…", "Copy Picture" and dragging the picture out.
    let exporter: PictureExport
    /// Whether the page is in edit mode (the only time the picture can change).
    var isEditing = false {
        didSet { showEditing() }
    }
    /// `page.paste-picture` (Ctrl+V) on the page: enabled in edit mode.
    private(set) var pasteAction: Action?
    /// Imports started and not yet finished (the spinner shows while > 0).
    private(set) var pendingImports = 0
    /// The chooser on screen, if any.
    private(set) var chooser: FileChooser?
    /// Whether a stored picture is being read.
    private(set) var isLoading = false
    let pictureStack = Stack()
    private let noImage = Box(.vertical, spacing: 6)
    private let spinner = Spinner()
    private let context: PageContext
    private let chooserTitle: String
    private let load: @Sendable () throws -> Data?
    private(set) var imageLoad = 0
    /// Device pixels per logical pixel of the screen (`Widget.scaleFactor`); another
    /// scale shows the picture decoded for it (decoding it again when not cached).
    var scale = 1 {
        didSet { if scale != oldValue { rescale() } }
    }
    /// The stored picture decoded per pixel width (forgotten when the stored picture
    /// changes), and the stored picture's own width once decoded.
    var decoded: [Int: Texture] = [:]
    var storedWidth: Int?
    /// The decode for a new size, waiting for the size to settle.
    var refit: TimeoutHandle?
    /// Whether the item has a stored picture (the last `reload`).
    private(set) var hasImage = false

    /// Adds the picture and "Change Image" rows to `group`; listens for drops and Ctrl+V
    /// on `page` (the page's content). `load` reads the stored picture, `store` commits
    /// a new one (both run off the main thread); `name` names the picture saved or dragged.
    init(
        context: PageContext, group: PreferencesGroup, page: Widget, chooserTitle: String, alternativeText: String,
        name: String, load: @escaping @Sendable () throws -> Data?, store: @escaping @Sendable (Data) throws -> Void
    ) {
        self.context = context
        self.chooserTitle = chooserTitle
        self.load = load
        importer = PictureImport(store: store)
        exporter = PictureExport(context: context, page: page, picture: picture, name: name, load: load)
        PictureSection.buildPlaceholder(noImage)
        picture.canShrink = true
        picture.contentFit = .contain
        picture.setSizeRequest(width: -1, height: 240)
        picture.setMargins(12)
        picture.setAlternativeText(alternativeText)
        pictureStack.add(noImage, name: "none")
        pictureStack.add(picture, name: "picture")
        pictureStack.transitionType = .crossfade
        pictureStack.vhomogeneous = false
        pictureStack.hhomogeneous = false // homogeneous, a loaded picture made the page (and window) ~620 px wide
        let overlay = Overlay()
        overlay.child = pictureStack
        spinner.halign = .center
        spinner.valign = .center
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.isVisible = false
        overlay.addOverlay(spinner)
        // "Change Image" is the group's row; the picture, in a card under it, is no row:
        // a row that cannot take the focus would stop Tab in the list (GtkListBox).
        changeImageRow = ValueRow(title: tr("Change Image"), trailingIcon: "document-open-symbolic")
        group.add(changeImageRow.row)
        overlay.addCSSClass("card")
        overlay.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        group.add(overlay)
        changeImageRow.onActivated { [weak self] in
            guard let self, self.isEditing else { return }
            self.chooseImage()
        }
        connect(page)
        showEditing()
        followScale()
    }

    /// "No Image" and how to add one, in the picture's place.
    private static func buildPlaceholder(_ box: Box) {
        box.addCSSClass("picture-placeholder")
        box.valign = .center
        box.setMargins(top: 18, bottom: 18, start: 12, end: 12)
        let icon = Image(icon: "image-x-generic-symbolic", pixelSize: 48)
        icon.addCSSClass("dim-label")
        let heading = Label(tr("No Image"))
        heading.addCSSClass("heading")
        let hint = Label(tr("In edit mode, choose one with “Change Image”, drop an image file here or paste one."))
        hint.wraps = true
        hint.setJustifyCenter()
        hint.maxWidthChars = 40
        hint.addCSSClass("dim-label")
        hint.addCSSClass("caption")
        box.append(icon)
        box.append(heading)
        box.append(hint)
    }

    private func connect(_ page: Widget) {
        dropTarget.onDrop { [weak self] urls in
            guard let self, self.isEditing, let url = urls.first else { return false }
            self.importFile(url)
            return true
        }
        page.addController(dropTarget)
        pasteAction = WidgetActions.of(page).add(AppShortcuts.pastePicture) { [weak self] in self?.paste() }
    }

    private func showEditing() {
        changeImageRow.setOpenable(isEditing)
        changeImageRow.row.isSensitive = isEditing
        pasteAction?.isEnabled = isEditing
        // Outside edit mode the page is no drop target at all (no highlight while dragging).
        dropTarget.propagationPhase = isEditing ? .bubble : .none
    }

    // MARK: New pictures

    /// Opens the image chooser ("Change Image").
    func chooseImage() {
        let chooser = PictureFile.chooser(title: chooserTitle, parent: context.window)
        self.chooser = chooser
        chooser.present { [weak self] url in
            guard let self else { return }
            self.chooser = nil
            if let url { self.importFile(url) }
        }
    }

    /// Stores the image file at `url` as the picture (chooser and drop).
    func importFile(_ url: URL) {
        begin()
        importer.importFile(url) { [weak self] result in self?.finish(result) }
    }

    /// Pastes an image (its encoded bytes) or an image file from the clipboard.
    func paste() {
        let clipboard = Clipboard(of: picture)
        if clipboard.hasFiles && !clipboard.hasImage {
            clipboard.readFiles { [weak self] urls, problem in
                guard let self else { return }
                if let url = urls?.first {
                    self.importFile(url)
                } else {
                    self.report(
                        problem.map { fill(tr("The image could not be read: %1$@"), $0) }
                            ?? tr("The clipboard holds no image."))
                }
            }
            return
        }
        guard clipboard.hasImage else {
            report(tr("The clipboard holds no image."))
            return
        }
        begin()
        clipboard.readImageBytes(limit: PictureSection.maxPastedBytes) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let data):
                self.importer.importData(data) { [weak self] result in self?.finish(result) }
            case .failure(.tooLong):
                self.finish(.failure(.image(.unreadable(tr("more than 100 MB of data")), fileName: "")))
            case .failure(.failed(let message)):
                self.finish(.failure(.image(.unreadable(message), fileName: "")))
            }
        }
    }

    /// The most bytes a pasted image may have (a 100-megapixel picture compresses to less).
    static let maxPastedBytes = 100 * 1024 * 1024

    private func begin() {
        pendingImports += 1
        spinner.isVisible = true
        spinner.isSpinning = true
    }

    private func finish(_ result: Result<Texture, PictureImport.Failure>) {
        pendingImports -= 1
        if pendingImports == 0 && !isLoading { stopSpinner() }
        switch result {
        case .success(let texture):
            show(texture)
            // Then the stored picture decoded for the scale (a slower reload started
            // earlier must not replace it).
            reload(hasImage: true)
        case .failure(let failure):
            report(failure.message)
        }
    }

    private func stopSpinner() {
        spinner.isSpinning = false
        spinner.isVisible = false
    }

    private func report(_ message: String) {
        Log.problem("picture not changed: \(message)")
        context.showError(tr("Image Not Changed"), message)
    }

    // MARK: The stored picture

    func show(_ texture: Texture?) {
        picture.setTexture(texture)
        exporter.show(texture)
        pictureStack.setVisibleChild(named: texture == nil ? "none" : "picture")
    }

    /// Whether a picture is shown.
    var showsPicture: Bool { pictureStack.visibleChildPointer == picture.pointer }

    /// Shows the stored picture, read and decoded through the gate off the main thread
    /// (or "No Image" when there is none). A picture that cannot be read or decoded is
    /// said, not shown as "No Image".
    func reload(hasImage: Bool) {
        imageLoad += 1
        decoded.removeAll()
        storedWidth = nil
        self.hasImage = hasImage
        guard hasImage else { return show(nil) }
        decodeStored()
    }

    /// Decodes the stored picture for `targetWidth` off the main thread and shows it (or
    /// decodes it again when the width changed meanwhile).
    func decodeStored() {
        let generation = imageLoad
        let width = targetWidth
        isLoading = true
        let load = self.load
        Background.run(
            { () throws -> (texture: Texture, storedWidth: Int)? in
                guard let data = try load() else { return nil }
                do throws(ImageError) {
                    let pixels = try PictureFile.decode(data: data)
                    return (try PictureSection.fitted(pixels, width: width).texture(), pixels.width)
                } catch {
                    throw PictureImport.Failure.image(error, fileName: "")
                }
            },
            then: { [weak self] result in
                guard let self else { return }
                self.isLoading = false
                if self.pendingImports == 0 { self.stopSpinner() }
                guard generation == self.imageLoad else { return }
                switch result {
                case .success(let decoded):
                    guard let decoded else { return self.show(nil) }
                    self.remember(decoded.texture, storedWidth: decoded.storedWidth)
                case .failure(let error):
                    self.show(nil)
                    let message =
                        (error as? PictureImport.Failure)?.message ?? StoreFailurePage.storageError(error).message
                    Log.problem("stored picture not shown: \(message)")
                    self.context.showError(tr("The Picture Could Not Be Shown"), message)
                }
            })
    }
}
