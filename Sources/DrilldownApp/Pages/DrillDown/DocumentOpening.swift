import Foundation
import Gtk
import Model

/// One document being opened: read off the main thread with a `ReadProgress`; when it
/// takes longer than half a second, an `OpeningPage` shows how far it has come and offers
/// Cancel. The tree's first level then takes that page's place (or is pushed, when the
/// read was quick); a failure shows the "Could Not Open" alert; a cancelled read is
/// dropped in silence, the user being back where they were.
@MainActor
final class DocumentOpening {
    /// How long a read may take before its progress is shown, in milliseconds.
    static let patience: UInt32 = 500

    let url: URL
    let progress = ReadProgress()
    private weak var context: PageContext?
    private let animated: Bool
    private var completion: (@MainActor () -> Void)?
    private var delay: TimeoutHandle?
    /// The progress page, once shown (the stack owns it).
    private(set) weak var page: OpeningPage?
    /// Whether the progress page was shown.
    private var showsProgress = false

    init(url: URL, context: PageContext, animated: Bool, completion: (@MainActor () -> Void)?) {
        self.url = url
        self.context = context
        self.animated = animated
        self.completion = completion
    }

    /// Starts the read (the opening keeps itself alive until the read returns).
    func start() {
        let url = url, progress = progress
        delay = MainContext.after(milliseconds: Self.patience) { [weak self] in self?.showProgress() }
        Background.run({ () throws(ImportError) -> TreeNode in
            try TreeDocument.load(contentsOf: url, progress: progress)
        }) {
            result in
            self.finish(result)
        }
    }

    private func showProgress() {
        delay = nil
        guard let context, !progress.isCancelled else { return }
        let page = OpeningPage(name: url.lastPathComponent, progress: progress, context: context)
        self.page = page
        showsProgress = true
        context.push(page, animated: animated)
    }

    private func finish(_ result: Result<TreeNode, ImportError>) {
        delay?.cancel()
        delay = nil
        page?.stopUpdating()
        defer {
            completion?()
            completion = nil
        }
        // Cancelled (Cancel, Escape): the user is already back where they were.
        guard !progress.isCancelled, let context else { return }
        // Left by the back button or a swipe (the page is going or gone): a cancel too.
        if showsProgress, page == nil || context.navigation?.top !== page { return }
        switch result {
        case .success(let tree):
            let treePage = TreePage(node: tree, title: url.lastPathComponent, context: context, document: url)
            if showsProgress {
                context.navigation?.replaceTop(with: treePage)
            } else {
                context.push(treePage, animated: animated)
            }
        case .failure(let error):
            if showsProgress { context.pop() }
            context.showError(fill(tr("Could Not Open “%1$@”"), url.lastPathComponent), error.message)
        }
    }
}
