import Foundation
import Gtk
import Model

/// The skeleton's loading (`StoreListHost`): the store is opened and the rows' first
/// snapshot read off the main thread, with a spinner meanwhile; Start Fresh sets a
/// damaged file aside off the main thread too.
extension StoreListHost {
    /// Runs `action` once the rows are shown (at once when they are); dropped when the
    /// store cannot be opened.
    func afterLoading(_ action: @escaping @MainActor () -> Void) {
        if isLoading { whenLoaded.append(action) } else if rows != nil { action() }
    }

    func load() {
        guard let context else { return }
        loads += 1
        let load = loads
        isLoading = true
        overlay.child = StoreListHost.loadingView()
        let stores = context.services.stores
        Background.run(
            { () throws -> (Source.Store, Source.Snapshot) in
                let store = try stores.store(Source.Store.self)
                return (store, try Source.snapshot(of: store))
            },
            then: { [weak self] result in
                guard let self, load == self.loads, let makeSource = self.makeSource else { return }
                self.isLoading = false
                let waiting = self.whenLoaded
                self.whenLoaded = []
                switch result {
                case .success(let (store, snapshot)):
                    self.show(makeSource(store, snapshot))
                    // The header's buttons and the focus are the top page's only (a page
                    // pushed over this one meanwhile keeps its own).
                    if self.context?.navigation?.top?.content === self.overlay {
                        self.context?.navigation?.refreshChrome()
                        self.rows?.focusListWhenShown()
                    }
                    for action in waiting { action() }
                case .failure(let error):
                    self.showFailure(error)
                    if self.context?.navigation?.top?.content === self.overlay {
                        self.context?.navigation?.refreshChrome()
                    }
                }
            })
    }

    /// A spinner, while the store opens.
    private static func loadingView() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.halign = .center
        box.valign = .center
        box.vexpand = true
        let spinner = Spinner()
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.isSpinning = true
        box.append(spinner)
        let label = Label(tr("Opening the list…"))
        label.addCSSClass("dim-label")
        box.append(label)
        return box
    }

    /// "Start Fresh" in place: the damaged file is set aside (off the main thread), the
    /// seeded list is shown and gets the focus, and the toast names the kept file.
    func startFresh() {
        guard let context else { return }
        let stores = context.services.stores
        isLoading = true
        Background.run(
            { () throws(StorageError) -> URL? in try stores.startFresh(Source.Store.self) },
            then: { [weak self] result in
                guard let self, let context = self.context else { return }
                self.isLoading = false
                switch result {
                case .success(let kept):
                    context.services.search.storesReplaced()
                    self.load()
                    if let kept {
                        self.toast.show(fill(self.texts.startedFresh, kept.lastPathComponent), seconds: 8)
                    }
                case .failure(let error):
                    context.showError(self.texts.cannotOpen, error.message)
                }
            })
    }
}
