import Foundation
import Gtk
import Model

/// The Drill Down section: the bundled `drilldown.plist`, and any property list, JSON
/// or XML file the user opens, browsed as the same tree.
@MainActor
enum DrillDownSection {
    /// The types of document it opens, as the desktop entry's `MimeType` lists them
    /// (`application/x-plist` comes from the app's own MIME definition).
    static let documentTypes = ["application/x-plist", "application/json", "application/xml"]

    /// The "Root" page of the bundled tree (or a page explaining why it is missing).
    static func rootPage(_ context: PageContext) -> Page {
        let url = context.services.location.bundledData.appendingPathComponent("drilldown.plist")
        do {
            let tree = try TreeDocument.load(contentsOf: url)
            return TreePage(node: tree, title: tr("Root"), context: context, showsOpenButton: true)
        } catch {
            return MessagePage(
                title: tr("Drill Down"), icon: "dialog-error-symbolic",
                heading: tr("Could Not Read the Drill-Down Data"), message: error.message)
        }
    }

    /// Reads `url` off the main thread (a user's file can be large), then pushes its
    /// tree or shows a readable error; the window stays responsive meanwhile, and a read
    /// longer than half a second shows its progress and Cancel (`DocumentOpening`).
    /// `completion` runs on the main thread once the page or the error is shown (or the
    /// read was cancelled). Without `animated` (a saved place reopened), the page appears
    /// at once.
    static func open(
        _ url: URL, context: PageContext, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        DocumentOpening(url: url, context: context, animated: animated, completion: completion).start()
    }

    /// Downloads `address` (http or https; with progress and Cancel on a page of its own),
    /// then shows its tree in place of that page, or the "Error" alert. Anything else than
    /// an http or https address is refused with the same alert. `completion` runs on the
    /// main thread once the tree or the error is shown.
    static func openLocation(_ address: URL, context: PageContext, completion: (@MainActor () -> Void)? = nil) {
        guard WebAddress.isAllowed(address) else {
            context.showError(tr("Error"), FetchError.notWebAddress(address.absoluteString).message)
            completion?()
            return
        }
        context.push(LocationPage(address: address, context: context, completion: completion))
    }

    /// Asks for an address and opens it (Open Location…, Ctrl+L).
    static func chooseAndOpenLocation(context: PageContext) {
        AddressDialog.present(parent: context.window, title: tr("Open Location"), acceptLabel: tr("_Open")) { url in
            guard let url else { return }
            openLocation(url, context: context)
        }
    }

    /// Asks for a file with the desktop's file chooser and opens it.
    static func chooseAndOpen(context: PageContext) {
        let chooser = FileChooser(
            title: tr("Open a Document"), parent: context.window,
            acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(
            name: tr("Property Lists, JSON and XML"),
            mimeTypes: documentTypes + ["text/xml"],
            patterns: ["*.plist", "*.json", "*.xml", "*.strings", "*.pbxproj"])
        chooser.addFilter(name: tr("All Files"), patterns: ["*"])
        chooser.present { url in
            guard let url else { return }
            open(url, context: context)
        }
    }
}

/// A page that only shows a message (an error in place of a section's content).
@MainActor
final class MessagePage: Page {
    let title: String
    let content: Widget
    let message: String

    init(title: String, icon: String, heading: String, message: String) {
        self.title = title
        self.message = message
        content = StatusPage(icon: icon, heading: heading, description: message)
    }
}
