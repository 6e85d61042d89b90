import Foundation
import Gtk
import Model

/// "Open Location…": downloads an address with a progress strip and Cancel (Escape or
/// the button), then shows the document's first level in its place (titled with the
/// address's last part) — a `TreePage` hosted here, so drilling down works exactly as
/// for a local file. A saved copy shown offline keeps the banner saying how old it is.
/// A failure shows the "Error" alert and the page says why; a cancel goes back.
@MainActor
final class LocationPage: Page {
    let title: String
    let address: URL
    let status = LiveStatus()
    private let page = Box(.vertical)
    private let stack = Stack()
    private let waiting: StatusPage
    private unowned let context: PageContext
    private var completion: (@MainActor () -> Void)?
    /// The document's first level, once downloaded.
    private(set) var tree: TreePage?
    /// Whether the download failed (the page then says why).
    private(set) var failed = false

    /// Downloads `address`; `completion` runs once the tree or the failure is shown.
    convenience init(address: URL, context: PageContext, completion: (@MainActor () -> Void)?) {
        self.init(address: address, context: context)
        self.completion = completion
        let web = context.services.web
        status.run({ progress, completion in
            web.document(LiveDocuments.tree, at: address, progress: progress, completion: completion)
        }) {
            [weak self] result in
            self?.finish(result)
        }
    }

    /// Shows `fetched`, already downloaded from `address` (a saved place reopened on start).
    convenience init(address: URL, fetched: Fetched<TreeNode>, context: PageContext) {
        self.init(address: address, context: context)
        finish(.success(fetched))
    }

    private init(address: URL, context: PageContext) {
        self.address = address
        self.context = context
        title = WebAddress.displayName(of: address)
        waiting = StatusPage(
            icon: "network-server-symbolic", heading: tr("Downloading…"), description: address.absoluteString)
        page.append(status.content)
        stack.vexpand = true
        stack.add(waiting, name: "waiting")
        page.append(stack)
    }

    var content: Widget { page }
    var headerEnd: [Widget] { tree?.headerEnd ?? [] }
    func didBecomeTop() { tree?.didBecomeTop() }

    func handleEscape() -> Bool {
        if status.isLoading {
            status.cancel()
            return true
        }
        return tree?.handleEscape() ?? false
    }

    private func finish(_ result: Result<Fetched<TreeNode>, FetchError>) {
        defer {
            completion?()
            completion = nil
        }
        switch result {
        case .success(let fetched):
            let tree = TreePage(node: fetched.value, title: title, context: context)
            self.tree = tree
            stack.add(tree.content, name: "tree")
            stack.setVisibleChild(named: "tree")
            if context.navigation?.top === self {
                context.navigation?.refreshChrome()
                tree.didBecomeTop()
            }
        case .failure(.cancelled):
            if context.navigation?.top === self { context.pop() }
        case .failure(let error):
            waiting.update(heading: fill(tr("Could Not Open “%1$@”"), title), description: error.message)
            waiting.iconName = "dialog-error-symbolic"
            failed = true
            context.showError(tr("Error"), error.message)
        }
    }
}
