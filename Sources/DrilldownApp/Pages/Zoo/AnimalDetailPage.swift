import Gtk
import Model

/// An animal's page, titled with its name: its picture (a placeholder while it loads
/// or when there is none) over its name and description, in a libadwaita preferences
/// page (scrolling, clamped to a readable width) like the other detail pages.
@MainActor
final class AnimalDetailPage: Page {
    let animal: Animal
    let content: Widget
    /// The picture, or the placeholder icon while loading or when it cannot be shown.
    let picture = Image(icon: "image-missing-symbolic", pixelSize: AnimalDetailPage.pictureSide)
    let placeholder = Image(icon: "image-missing-symbolic", pixelSize: 96)
    let nameLabel = Label()
    let descriptionLabel = Label()
    private let pictureStack = Stack()
    private let page = PreferencesPage()
    private let pictures: ZooPictures

    /// The side, in pixels, of the square the picture is shown in.
    static let pictureSide: Int32 = 240
    /// Why the picture is not shown, when it could not be read (hidden otherwise).
    let problem = Label()

    init(animal: Animal, pictures: ZooPictures) {
        self.animal = animal
        self.pictures = pictures
        content = page

        // A GtkImage keeps the picture at its size (a GtkPicture would stretch it to
        // the column's width and blur it).
        picture.setAccessibleHidden(false)
        picture.setAccessibleLabel(fill(tr("Picture of %1$@"), animal.name))
        picture.addCSSClass("animal-picture")
        placeholder.addCSSClass("dim-label")
        placeholder.setAccessibleHidden(false)
        placeholder.setAccessibleLabel(tr("No picture"))
        pictureStack.add(placeholder, name: "placeholder")
        pictureStack.add(picture, name: "picture")
        pictureStack.setVisibleChild(named: "placeholder")
        pictureStack.setSizeRequest(width: AnimalDetailPage.pictureSide, height: AnimalDetailPage.pictureSide)
        pictureStack.halign = .center

        nameLabel.text = animal.name
        nameLabel.addCSSClass("title-1")
        nameLabel.wraps = true
        nameLabel.setJustifyCenter()

        descriptionLabel.text = animal.description
        descriptionLabel.wraps = true
        descriptionLabel.setJustifyCenter()
        descriptionLabel.addCSSClass("animal-description")

        let column = Box(.vertical, spacing: 18)
        column.setMargins(top: 12, bottom: 12, start: 6, end: 6)
        column.append(pictureStack)
        problem.wraps = true
        problem.setJustifyCenter()
        problem.addCSSClass("error")
        problem.addCSSClass("caption")
        problem.isVisible = false
        column.append(problem)
        column.append(nameLabel)
        column.append(descriptionLabel)
        let group = PreferencesGroup()
        group.add(column)
        page.add(group)
        page.vexpand = true
        // Nothing on the page takes the focus, so its scrolling area does: named after the animal.
        page.setScrollerAccessibleLabel(animal.name)

        loadPicture()
        // Decoded again for another scale factor: once the page is in the window, and
        // when the window moves to a monitor of another scale.
        let rescaled: @MainActor () -> Void = { [weak self] in
            guard let self, Int(self.picture.scaleFactor) != self.pictures.scale else { return }
            self.loadPicture()
        }
        picture.onNotify("scale-factor", rescaled)
        picture.onNotify("root", rescaled)
    }

    /// Loads the picture decoded for the screen's scale factor (`pictureSide` × scale
    /// pixels: one texture pixel per device pixel).
    private func loadPicture() {
        pictures.scale = Int(picture.scaleFactor)
        pictures.load(animal.id, size: .page) { [weak self] state in self?.show(state) }
    }

    var title: String { animal.name }

    /// Whether the picture (not the placeholder) is shown.
    var showsPicture: Bool { pictureStack.visibleChildPointer == picture.pointer }

    private func show(_ state: ZooPictures.State) {
        switch state {
        case .picture(let texture):
            picture.setTexture(texture)
            pictureStack.setVisibleChild(named: "picture")
        case .missing:
            pictureStack.setVisibleChild(named: "placeholder")
        case .unreadable(let message):
            pictureStack.setVisibleChild(named: "placeholder")
            problem.text = fill(tr("The picture could not be shown: %1$@"), message)
            problem.isVisible = true
        }
    }
}

extension AnimalDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { animal.id }
}
