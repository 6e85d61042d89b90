import Foundation
import Gtk
import Model

/// "Add City": a modal form with the name (one line), the description (several lines,
/// with a placeholder) and a picture chosen with the file chooser (image files only; a
/// dimmed symbolic picture until one is chosen). The picture passes the picture gate
/// off the main thread, scaled like the coffee pictures (at most 2048 px on its long
/// side) and stored as PNG. "Save" is insensitive until a name is entered; the save runs
/// off the main thread, and a refused one keeps the dialog open with what was typed.
@MainActor
final class AddCityDialog {
    let form: FormDialog
    let description = TextArea(placeholder: tr("What is the city like?"), accessibleLabel: tr("Description"))
    var descriptionView: TextView { description.textView }
    let pictureButton = Button(label: "")
    let pictureImage = Image(icon: "image-x-generic-symbolic", pixelSize: 64)
    /// The chosen picture, encoded, once it has been read.
    private(set) var png: Data?
    /// Whether a chosen picture is still being read.
    private(set) var isReadingPicture = false
    /// The chooser on screen, if any.
    private(set) var chooser: FileChooser?
    private let pictureMessage = Label()
    private let context: PageContext
    private(set) static var open: [ObjectIdentifier: AddCityDialog] = [:]

    /// Shows the dialog over `context.window`; `added` gets the new city's id.
    @discardableResult
    static func present(
        context: PageContext, store: CityStore,
        added: @escaping @MainActor (Int64) -> Void = { _ in }
    ) -> AddCityDialog {
        let dialog = AddCityDialog(context: context, store: store, added: added)
        open[ObjectIdentifier(dialog)] = dialog
        dialog.form.present()
        return dialog
    }

    private init(context: PageContext, store: CityStore, added: @escaping @MainActor (Int64) -> Void) {
        self.context = context
        let pictureBox = Box(.vertical, spacing: 6)
        pictureImage.addCSSClass("dim-label")
        pictureButton.setChild(pictureImage)
        pictureButton.setSizeRequest(width: 128, height: 96)
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

        form = FormDialog(
            parent: context.window, title: tr("Add City"),
            fields: [
                FormDialog.Field(
                    label: tr("Name"), placeholder: tr("Paris"), capitalizeWords: true,
                    validate: {
                        $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Enter the city’s name.") : nil
                    })
            ], extra: [(tr("Description"), description.content), (tr("Picture"), pictureBox)])
        form.window.retain(description.content)
        form.window.retain(pictureBox)
        pictureButton.onClicked { [weak self] in self?.choosePicture() }
        form.onSave = { [weak self] texts in
            guard let self else { return .refused("") }
            if self.isReadingPicture { return .refused(tr("The picture is still being read. Try again in a moment.")) }
            let name = (texts.first ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let description = self.description.text
            let png = self.png
            return .write(
                { try store.insert(name: name, description: description, png: png) },
                saved: { [weak self] id in
                    self?.finish()
                    if let id { added(id) }
                })
        }
        form.onCancel = { [weak self] in self?.finish() }
    }

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

    /// Reads the picture through the gate, scales and encodes it off the main thread,
    /// then shows it.
    private func readPicture(_ url: URL) {
        isReadingPicture = true
        pictureMessage.text = tr("Reading the picture…")
        Background.run(
            { () throws -> PictureRead in
                let pixels = try PictureFile.decode(url)
                return PictureRead(png: try pixels.pngData(), texture: pixels.texture())
            },
            then: { [weak self] result in
                self?.pictureRead(
                    result.mapError { $0 as? ImageError ?? .unreadable("\($0)") }, fileName: url.lastPathComponent)
            })
    }

    /// A picture read for the city, encoded and ready to show.
    private struct PictureRead: Sendable {
        var png: Data
        var texture: Texture
    }

    private func pictureRead(_ result: Result<PictureRead, ImageError>, fileName: String) {
        isReadingPicture = false
        switch result {
        case .success(let read):
            let (png, texture) = (read.png, read.texture)
            self.png = png
            pictureImage.setTexture(texture)
            pictureImage.pixelSize = 128
            pictureImage.removeCSSClass("dim-label")
            pictureMessage.text = fileName
            pictureMessage.removeCSSClass("error")
        case .failure(let error):
            let message = error.message(fileName: fileName)
            Log.problem("city picture refused: \(message)")
            pictureMessage.text = message
            pictureMessage.addCSSClass("error")
        }
    }
}
