import Dispatch
import Foundation
import Gtk
import Model

/// "Add City": a modal form with the name (one line), the description (several lines)
/// and a picture chosen with the file chooser (image files only; a question mark until
/// one is chosen). The picture is read off the main thread, scaled like the coffee
/// pictures (at most 1024 px on its long side) and stored as PNG. "Save" is insensitive
/// until a name is entered; a refused save keeps the dialog open with what was typed.
@MainActor
final class AddCityDialog {
    let form: FormDialog
    let descriptionView = TextView()
    let pictureButton = Button(label: "")
    let pictureImage = Image(icon: "dialog-question-symbolic", pixelSize: 96)
    /// The chosen picture, encoded, once it has been read.
    private(set) var png: Data?
    /// Whether a chosen picture is still being read.
    private(set) var isReadingPicture = false
    /// The chooser on screen, if any.
    private(set) var chooser: FileChooser?
    private let pictureMessage = Label()
    private let context: PageContext
    private static var open: [ObjectIdentifier: AddCityDialog] = [:]

    /// Shows the dialog over `context.window`; `added` gets the new city's id.
    @discardableResult
    static func present(context: PageContext, store: CityStore,
                        added: @escaping @MainActor (Int64) -> Void = { _ in }) -> AddCityDialog {
        let dialog = AddCityDialog(context: context, store: store, added: added)
        open[ObjectIdentifier(dialog)] = dialog
        dialog.form.present()
        return dialog
    }

    private init(context: PageContext, store: CityStore, added: @escaping @MainActor (Int64) -> Void) {
        self.context = context
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: false, vertical: true)
        scroller.setSizeRequest(width: -1, height: 96)
        scroller.addCSSClass("frame")
        scroller.addCSSClass("text-field")
        scroller.child = descriptionView
        descriptionView.setMargins(6)
        descriptionView.setAccessibleLabel(tr("Description"))

        let pictureBox = Box(.vertical, spacing: 6)
        pictureButton.setChild(pictureImage)
        pictureButton.halign = .start
        pictureButton.tooltip = tr("Choose a Picture")
        pictureButton.setAccessibleLabel(tr("Choose a Picture"))
        pictureBox.append(pictureButton)
        pictureMessage.xalign = 0
        pictureMessage.wraps = true
        pictureMessage.addCSSClass("caption")
        pictureMessage.addCSSClass("dim-label")
        pictureMessage.text = tr("No picture chosen")
        pictureBox.append(pictureMessage)

        form = FormDialog(parent: context.window, title: tr("Add City"), fields: [
            FormDialog.Field(label: tr("Name"), placeholder: tr("Paris"), capitalizeWords: true,
                             validate: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Enter the city’s name.") : nil }),
        ], extra: [(tr("Description"), scroller), (tr("Picture"), pictureBox)])
        form.window.retain(scroller)
        form.window.retain(pictureBox)
        pictureButton.onClicked { [weak self] in self?.choosePicture() }
        form.onSave = { [weak self] texts in
            guard let self else { return nil }
            if self.isReadingPicture { return tr("The picture is still being read. Try again in a moment.") }
            let name = (texts.first ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                let id = try store.insert(name: name, description: self.descriptionView.text, png: self.png)
                self.finish()
                added(id)
                return nil
            } catch {
                return StoreFailurePage.storageError(error).message
            }
        }
        form.onCancel = { [weak self] in self?.finish() }
    }

    /// The form dialogs on screen (for tests).
    static var shown: [AddCityDialog] { Array(open.values) }

    private func finish() {
        AddCityDialog.open[ObjectIdentifier(self)] = nil
    }

    /// Opens the chooser (image files only).
    func choosePicture() {
        let chooser = PictureFile.chooser(title: tr("Choose a Picture of the City"), parent: form.window)
        self.chooser = chooser
        chooser.present { [weak self] url in
            guard let self else { return }
            self.chooser = nil
            if let url { self.readPicture(url) }
        }
    }

    /// Reads, scales and encodes the picture off the main thread, then shows it.
    private func readPicture(_ url: URL) {
        isReadingPicture = true
        pictureMessage.text = tr("Reading the picture…")
        DispatchQueue.global(qos: .userInitiated).async {
            let result: Result<(Data, Texture), ImageError>
            do throws(ImageError) {
                let pixels = try PictureFile.decode(url)
                result = .success((try pixels.pngData(), pixels.texture()))
            } catch {
                result = .failure(error)
            }
            MainContext.run { [weak self] in self?.pictureRead(result, fileName: url.lastPathComponent) }
        }
    }

    private func pictureRead(_ result: Result<(Data, Texture), ImageError>, fileName: String) {
        isReadingPicture = false
        switch result {
        case .success(let (png, texture)):
            self.png = png
            pictureImage.setTexture(texture)
            pictureImage.pixelSize = 128
            pictureMessage.text = fileName
            pictureMessage.removeCSSClass("error")
        case .failure(let error):
            pictureMessage.text = error.message(fileName: fileName)
            pictureMessage.addCSSClass("error")
        }
    }
}
