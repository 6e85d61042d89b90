import Gtk
import Model

/// One book: its title large, the author below it and the summary as body text, in a
/// clamped, scrolling column. All text can be selected and copied.
@MainActor
final class BookDetailPage: Page {
    let title: String
    let book: Book
    let titleLabel = Label()
    let authorLabel = Label()
    let summaryLabel = Label()
    private let scroller = ScrolledWindow()

    init(book: Book) {
        self.book = book
        title = book.title

        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 36, bottom: 36, start: 18, end: 18)
        let icon = Image(icon: "accessories-dictionary-symbolic", pixelSize: 64)
        icon.addCSSClass("dim-label")
        icon.halign = .start
        icon.setMargins(top: 0, bottom: 12, start: 0, end: 0)
        icon.setAccessibleHidden(true)
        column.append(icon)

        titleLabel.text = book.title
        titleLabel.addCSSClass("title-1")
        authorLabel.text = book.author.isEmpty ? tr("Unknown author") : book.author
        authorLabel.addCSSClass("dim-label")
        authorLabel.addCSSClass("heading")
        summaryLabel.text = book.summary.isEmpty ? tr("No summary.") : book.summary
        summaryLabel.setMargins(top: 18, bottom: 0, start: 0, end: 0)
        if book.summary.isEmpty { summaryLabel.addCSSClass("dim-label") }
        for label in [titleLabel, authorLabel, summaryLabel] {
            label.wraps = true
            label.selectable = true
            label.xalign = 0
            label.halign = .fill
            column.append(label)
        }

        let clamp = Clamp(maximumWidth: 600)
        clamp.child = column
        scroller.setPolicy(horizontal: false, vertical: true)
        scroller.child = clamp
        scroller.vexpand = true
    }

    var content: Widget { scroller }

    /// GtkStack moves the focus from the list into this page, onto the title label, and
    /// a selectable label that gets the focus selects all its text: a detail page that
    /// opens with its title highlighted. Keep the focus (for keyboard selection) but
    /// drop the selection; setting new text clears a label's selection.
    func didBecomeTop() {
        for label in [titleLabel, authorLabel, summaryLabel] where label.hasFocus {
            let text = label.text
            label.text = ""
            label.text = text
        }
    }
}
