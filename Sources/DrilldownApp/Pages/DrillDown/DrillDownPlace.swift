import Foundation
import Gtk
import Model

extension SectionPlace {
    /// Drill Down's place: the path of rows opened from its root, or a document the user
    /// opened (a tree pushed over the home page: "file", its address, then the path), read
    /// again on the next start while the file still exists, or an address opened with Open
    /// Location ("address", the address, then the path), downloaded again on the next
    /// start and shown while it still answers (`DrillDownPlace.reopen`).
    static var drilldown: SectionPlace {
        SectionPlace(
            save: { pages in
                if let index = pages.firstIndex(where: { $0 is LocationPage }),
                    let location = pages[index] as? LocationPage
                {
                    return ["address", location.address.absoluteString] + DrillDownPlace.openedPath(pages[index...])
                }
                guard let root = pages.first as? TreePage else { return nil }
                let path = DrillDownPlace.openedPath(pages[...])
                guard let document = root.document else { return path }
                return ["file", document.absoluteString] + path
            },
            restore: { tokens, context, openFirstPage in
                switch tokens.first {
                case "address":
                    guard tokens.count >= 2, let url = URL(string: tokens[1]) else { return }
                    DrillDownPlace.reopen(address: url, path: Array(tokens.dropFirst(2)), context: context)
                case "file":
                    guard tokens.count >= 2, let url = URL(string: tokens[1]), url.isFileURL,
                        FileManager.default.fileExists(atPath: url.path)
                    else { return }
                    let path = Array(tokens.dropFirst(2))
                    DrillDownSection.open(url, context: context, animated: false) {
                        guard let tree = context.navigation?.top as? TreePage, tree.document == url else { return }
                        DrillDownPlace.walk(path, from: tree)
                    }
                default:
                    guard let root = openFirstPage() as? TreePage else { return }
                    DrillDownPlace.walk(tokens, from: root)
                }
            })
    }
}

/// Putting a drill-down place back: the rows of a path, and an address downloaded again.
@MainActor
enum DrillDownPlace {
    /// Downloads `address` off the main thread, as Open Location does, while the home
    /// page is shown; when it answers (a fresh copy, or the server saying the saved one is
    /// current) and the user is still on the home page, shows its tree at once and opens
    /// `path` in it. Offline, or on any failure, the home page stays, with no alert: the
    /// failure is logged. `done` says whether the tree is shown.
    static func reopen(
        address: URL, path: [String], context: PageContext, done: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard WebAddress.isAllowed(address) else {
            done?(false)
            return
        }
        final class Reply: @unchecked Sendable { // handed from the download to the main thread once
            weak var context: PageContext?
            let done: (@MainActor (Bool) -> Void)?
            init(_ context: PageContext, _ done: (@MainActor (Bool) -> Void)?) {
                self.context = context
                self.done = done
            }
        }
        let reply = Reply(context, done)
        context.services.web.document(LiveDocuments.tree, at: address) { result in
            MainContext.run {
                let shown = show(result, address: address, path: path, context: reply.context)
                reply.done?(shown)
            }
        }
    }

    private static func show(
        _ result: Result<Fetched<TreeNode>, FetchError>, address: URL, path: [String], context: PageContext?
    ) -> Bool {
        guard let context, let navigation = context.navigation else { return false }
        let fetched: Fetched<TreeNode>
        switch result {
        case .success(let value) where value.origin == .network || value.origin == .notModified:
            fetched = value
        case .success:
            Log.problem("saved place \(address.absoluteString) not reopened: only a saved copy could be read")
            return false
        case .failure(let error):
            Log.problem("saved place \(address.absoluteString) not reopened: \(error.message)")
            return false
        }
        // The user went somewhere else meanwhile: that wins.
        guard navigation.depth == 1 else { return false }
        let location = LocationPage(address: address, fetched: fetched, context: context)
        navigation.withoutAnimation {
            navigation.push(location)
            if let tree = location.tree { walk(path, from: tree) }
        }
        return true
    }

    /// The row each tree level opened, up the stack from the first of `pages` (a tree or
    /// the page of an address, which hosts one).
    static func openedPath(_ pages: ArraySlice<Page>) -> [String] {
        var path: [String] = []
        for page in pages.dropLast() {
            let tree = (page as? TreePage) ?? (page as? LocationPage)?.tree
            guard let index = tree?.openedIndex else { break }
            path.append(String(index))
        }
        return path
    }

    /// Opens the rows of `path` level by level, at once (a place put back); stops at a
    /// row that no longer exists. Each opened row keeps the focus for the way back, as
    /// when opened by hand.
    static func walk(_ path: [String], from root: TreePage) {
        guard let navigation = root.context.navigation else { return }
        navigation.withoutAnimation {
            var level = root
            for token in path {
                guard let index = Int(token), level.node.children.indices.contains(index) else { return }
                level.rows.focusRow(atSource: index)
                level.activate(index: index)
                guard let next = navigation.top as? TreePage, next !== level else { return }
                level = next
            }
        }
    }
}
