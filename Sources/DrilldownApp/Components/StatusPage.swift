import Gtk

/// A centred icon, heading, description and optional button: for empty lists, errors
/// and "No results" (libadwaita's status page).
@MainActor
final class StatusPage {
    let content = Box(.vertical, spacing: 12)
    private let headingLabel = Label()
    private let descriptionLabel = Label()
    private let icon: Image
    private(set) var button: Button?

    init(icon iconName: String, heading: String, description: String = "",
         buttonTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        icon = Image(icon: iconName, pixelSize: 96)
        icon.addCSSClass("dim-label")
        content.valign = .center
        content.halign = .center
        content.vexpand = true
        content.setMargins(top: 36, bottom: 36, start: 24, end: 24)
        content.append(icon)
        headingLabel.addCSSClass("title-1")
        headingLabel.wraps = true
        headingLabel.setJustifyCenter()
        content.append(headingLabel)
        descriptionLabel.wraps = true
        descriptionLabel.setJustifyCenter()
        descriptionLabel.maxWidthChars = 50
        content.append(descriptionLabel)
        if let buttonTitle {
            let button = Button(label: buttonTitle)
            button.halign = .center
            button.addCSSClass("suggested-action")
            button.addCSSClass("pill")
            if let action { button.onClicked(action) }
            content.append(button)
            self.button = button
        }
        update(heading: heading, description: description)
    }

    func update(heading: String, description: String) {
        headingLabel.text = heading
        descriptionLabel.text = description
        descriptionLabel.isVisible = !description.isEmpty
    }

    var heading: String { headingLabel.text }
    var descriptionText: String { descriptionLabel.text }
}
