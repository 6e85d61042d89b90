import Foundation
import Gtk
import Model

/// One city (the original tutorials' CityController): its picture, decoded off the main thread, and
/// its description, wrapping, in a width-limited scrolling column.
@MainActor
final class CityPage: Page {
    let title: String
    let content: Widget
    let city: City
    let picture = Picture()
    let descriptionLabel = Label()
    /// Whether the picture has been decoded and shown (for tests).
    private(set) var pictureShown = false

    init(city: City, store: CityStore) {
        self.city = city
        title = city.name
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: false, vertical: true)
        let clamp = Clamp(maximumWidth: 640)
        let column = Box(.vertical, spacing: 18)
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        picture.canShrink = true
        picture.contentFit = .contain
        picture.setSizeRequest(width: -1, height: 280)
        picture.setAlternativeText(fill(tr("A picture of %1$@"), city.name))
        picture.isVisible = city.hasImage
        column.append(picture)
        descriptionLabel.text = city.description
        descriptionLabel.wraps = true
        descriptionLabel.xalign = 0
        descriptionLabel.selectable = true
        column.append(descriptionLabel)
        clamp.child = column
        scroller.child = clamp
        content = scroller
        if city.hasImage { loadPicture(store: store) }
    }

    /// The stack moves the focus onto the selectable description, and a selectable label
    /// that gets the focus selects all its text: keep the focus, drop the selection
    /// (setting new text clears it).
    func didBecomeTop() {
        guard descriptionLabel.hasFocus else { return }
        let text = descriptionLabel.text
        descriptionLabel.text = ""
        descriptionLabel.text = text
    }

    private func loadPicture(store: CityStore) {
        let id = city.id
        DispatchQueue.global(qos: .userInitiated).async {
            let texture = (try? store.image(id: id)).flatMap { $0 }.flatMap { try? Texture(data: $0) }
            MainContext.run { [weak self] in
                guard let self else { return }
                self.picture.setTexture(texture)
                self.picture.isVisible = texture != nil
                self.pictureShown = texture != nil
            }
        }
    }
}
