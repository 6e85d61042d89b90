import Foundation
import Gtk
import Model

/// What a page fed from a web address adds to itself: "Load from Address…" (the address
/// is remembered for its section), Reload (`page.reload`: F5, Ctrl+R), Cancel (Escape while loading),
/// the progress strip and saved-copy banner (`status`), and the "Error" alert.
@MainActor
final class LiveSectionControls {
    let section: LiveAddresses.Section
    let status = LiveStatus()
    let loadButton = Button(icon: "network-server-symbolic", tooltip: tr("Load from Address…"))
    let reloadButton = Button(icon: "view-refresh-symbolic", tooltip: tr("Reload (F5)"))
    private unowned let context: PageContext
    /// Loads again (from the section's current address, or its bundled data).
    var onReload: (@MainActor () -> Void)?

    init(section: LiveAddresses.Section, context: PageContext, keysOn widget: Widget) {
        self.section = section
        self.context = context
        loadButton.onClicked { [weak self] in self?.chooseAddress() }
        reloadButton.onClicked { [weak self] in self?.onReload?() }
        WidgetActions.of(widget).add(AppShortcuts.reload) { [weak self] in self?.onReload?() }
    }

    /// The address the section loads from, or nil for its bundled data.
    var address: URL? { context.services.addresses.address(for: section) }

    /// The header buttons: Reload only when the section loads from an address (F5 and
    /// Ctrl+R work either way), to keep narrow windows' header bars short.
    var buttons: [Widget] { address == nil ? [loadButton] : [reloadButton, loadButton] }

    /// Asks for an address (the current one filled in); an empty answer goes back to the
    /// bundled data. Then loads.
    func chooseAddress() {
        AddressDialog.present(
            parent: context.window, title: tr("Load from Address"), acceptLabel: tr("_Load"),
            text: address?.absoluteString ?? "", allowsEmpty: true
        ) { [weak self] url in
            self?.use(url)
        }
    }

    /// Remembers `url` (nil: the bundled data) for the section and loads it.
    func use(_ url: URL?) {
        do {
            try context.services.addresses.set(url, for: section)
        } catch {
            context.showError(
                tr("Error"),
                fill(
                    tr("The address could not be remembered: %1$@"),
                    (error as NSError).localizedDescription))
        }
        context.navigation?.refreshChrome() // Reload shows or goes
        onReload?()
    }

    /// Escape: cancels a running download.
    func handleEscape() -> Bool {
        guard status.isLoading else { return false }
        status.cancel()
        return true
    }

    /// The original tutorial's alert: "Error", the reason, "OK".
    func showError(_ error: FetchError) {
        context.showError(tr("Error"), error.message)
    }
}
