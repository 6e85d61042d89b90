import Foundation
import Gtk
import Model

/// What the window shows while a document takes long to open (`DocumentOpening` pushes it
/// after half a second): “Opening “name”…”, a bar and the bytes read of the total, and
/// Cancel. Cancel, Escape, the back button or a back swipe stop the read at once and go
/// back to where the user was, with no message: cancelling is not a failure.
@MainActor
final class OpeningPage: Page {
    let title: String
    let progress: ReadProgress
    let status: StatusPage
    let bar = ProgressBar()
    let bytesLabel = Label()
    let cancelButton = Button(label: tr("_Cancel"))
    private let box = Box(.vertical, spacing: 12)
    private weak var context: PageContext?
    private var timer: TimeoutHandle?

    init(name: String, progress: ReadProgress, context: PageContext) {
        title = DisplayText.title(name)
        self.progress = progress
        self.context = context
        status = StatusPage(
            icon: "document-open-symbolic", heading: fill(tr("Opening “%1$@”…"), DisplayText.title(name)))
        bar.setAccessibleLabel(fill(tr("Opening “%1$@”"), DisplayText.title(name)))
        bytesLabel.addCSSClass("numeric")
        bytesLabel.addCSSClass("dim-label")
        bytesLabel.ellipsize()
        cancelButton.addCSSClass("pill")
        cancelButton.halign = .center
        cancelButton.tooltip = tr("Stop opening the document (Escape)")
        cancelButton.onClicked { [weak self] in self?.cancel() }
        box.append(bar)
        box.append(bytesLabel)
        box.append(cancelButton)
        // As wide as a phone's status page allows (360 px), not the whole window.
        box.halign = .center
        bar.setSizeRequest(width: 300, height: -1)
        status.child = box
        update()
        tick()
    }

    deinit {
        // Leaving the page in any way (a back swipe too) stops the read.
        progress.cancel()
    }

    var content: Widget { status }
    func didBecomeTop() { cancelButton.grabFocus() }

    func handleEscape() -> Bool {
        cancel()
        return true
    }

    /// Stops the read and goes back (its result is dropped when it comes).
    func cancel() {
        progress.cancel()
        stopUpdating()
        if context?.navigation?.top === self { context?.pop() }
    }

    /// The read ended (the page is replaced or popped by `DocumentOpening`).
    func stopUpdating() {
        timer?.cancel()
        timer = nil
    }

    /// Shows the progress now, then ten times a second (the reader's counters are atomic:
    /// reading them costs nothing and nothing waits in the main loop).
    private func tick() {
        timer = MainContext.after(milliseconds: 100) { [weak self] in
            self?.update()
            self?.tick()
        }
    }

    private func update() {
        let total = progress.totalBytes, done = progress.bytesRead
        bar.fraction = total > 0 ? Double(done) / Double(total) : 0
        bytesLabel.text = Self.bytesText(done: done, total: total)
    }

    /// “12.5 MB of 100 MB” (“0 bytes”, never “Zero KB”, at the start).
    static func bytesText(done: Int, total: Int) -> String {
        let bytes = ByteCountFormatter()
        bytes.countStyle = .file
        bytes.allowsNonnumericFormatting = false
        return fill(
            tr("%1$@ of %2$@"), bytes.string(fromByteCount: Int64(done)), bytes.string(fromByteCount: Int64(total)))
    }
}
