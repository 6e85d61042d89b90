import Foundation
import Gtk
import Model

/// The content of a page that reads a file before it can show anything: a spinner with
/// a line of text while loading, then the page's own content, or a status page saying
/// why nothing could be read. Used by Books and Trends.
///
/// `load` runs the reading on a background queue and hands the result back on the main
/// thread (through `MainContext.run`); the page is held weakly meanwhile, so leaving it
/// early simply drops the result.
@MainActor
final class LoadingStack {
    enum State: Equatable { case loading, loaded, failed }

    let content = Stack()
    let spinner = Spinner()
    private let loadingLabel = Label()
    let failure: StatusPage
    private(set) var state: State = .loading

    /// `loaded` is shown once loading succeeded; `loadingText` under the spinner.
    init(loaded: Widget, loadingText: String, errorIcon: String = "dialog-error-symbolic") {
        let loading = Box(.vertical, spacing: 12)
        loading.halign = .center
        loading.valign = .center
        loading.vexpand = true
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.halign = .center
        loading.append(spinner)
        loadingLabel.text = loadingText
        loadingLabel.addCSSClass("dim-label")
        loading.append(loadingLabel)
        failure = StatusPage(icon: errorIcon, heading: "")
        content.transitionType = .crossfade
        content.add(loading, name: "loading")
        content.add(loaded, name: "loaded")
        content.add(failure, name: "failed")
        showLoading()
    }

    func showLoading() {
        state = .loading
        spinner.isSpinning = true
        content.setVisibleChild(named: "loading")
    }

    func showLoaded() {
        state = .loaded
        spinner.isSpinning = false
        content.setVisibleChild(named: "loaded")
    }

    func showFailure(heading: String, message: String) {
        state = .failed
        spinner.isSpinning = false
        failure.update(heading: heading, description: message)
        content.setVisibleChild(named: "failed")
    }

    /// Runs `work` off the main thread (`Background.run`), then `completion` with its
    /// result on the main thread.
    static func load<Value: Sendable>(
        _ work: @escaping @Sendable () throws(ImportError) -> Value,
        completion: @escaping @Sendable @MainActor (Result<Value, ImportError>) -> Void
    ) {
        Background.run(work, then: completion)
    }
}
