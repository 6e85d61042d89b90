import Gtk
import Model

/// The Hello section (the original tutorials' icodeblog Hello World, views and text field tutorials):
/// a "Hello World" list whose "Next View" row pushes "View 2", and a name field with a
/// "Display" button that greets the name typed.
@MainActor
final class HelloPage: Page {
    let title = tr("Hello")
    var content: Widget { boxed.scroller }

    let nextViewRow: NavigationRow
    let nameEntry = Entry(placeholder: tr("Name"))
    let displayButton = Button(label: tr("Display"))
    /// The greeting (empty until "Display" or Enter).
    let greetingLabel = Label()

    private let boxed = BoxedList(header: tr("Hello World"))
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        nextViewRow = NavigationRow(title: tr("Next View"))
        boxed.list.append(nextViewRow.row)
        boxed.list.onRowActivated { [weak self] _ in self?.context.push(View2Page()) }

        let heading = Label(tr("Your Name"))
        heading.xalign = 0
        heading.addCSSClass("heading")
        heading.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        boxed.appendBelow(heading)

        let field = Box(.horizontal, spacing: 6)
        nameEntry.hexpand = true
        nameEntry.capitalizeWords()
        nameEntry.setAccessibleLabel(tr("Name"))
        field.append(nameEntry)
        displayButton.addCSSClass("suggested-action")
        field.append(displayButton)
        boxed.appendBelow(field)

        greetingLabel.addCSSClass("title-2")
        greetingLabel.wraps = true
        greetingLabel.setJustifyCenter()
        greetingLabel.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        greetingLabel.isVisible = false
        boxed.appendBelow(greetingLabel)

        nameEntry.onActivate { [weak self] in self?.display() }
        displayButton.onClicked { [weak self] in self?.display() }
    }

    /// Shows the greeting for the name in the field.
    func display() {
        greetingLabel.text = HelloGreeting.text(for: nameEntry.text)
        greetingLabel.isVisible = true
    }

    func didBecomeTop() {
        _ = nextViewRow.row.grabFocus()
    }
}

/// "View 2": the page the "Next View" row pushes (the original tutorials' second view, a label).
@MainActor
final class View2Page: Page {
    let title = tr("View 2")
    let status = StatusPage(
        icon: "go-next-symbolic", heading: tr("View 2"),
        description: tr("Pushed onto the navigation stack by “Next View”."))
    var content: Widget { status }
}
