import Foundation
import Gtk
import Model

extension SectionPlace {
    /// Drill Down's place: the path of rows opened from its root, or a document the user
    /// opened (a tree pushed over the home page: "file", its address, then the path), read
    /// again on the next start while the file still exists.
    static var drilldown: SectionPlace {
        SectionPlace(
            save: { pages in
                guard let root = pages.first as? TreePage else { return nil }
                let path = openedPath(pages)
                guard let document = root.document else { return path }
                return ["file", document.absoluteString] + path
            },
            restore: { tokens, context, openFirstPage in
                if tokens.first == "file" {
                    guard tokens.count >= 2, let url = URL(string: tokens[1]), url.isFileURL,
                        FileManager.default.fileExists(atPath: url.path)
                    else { return }
                    let path = Array(tokens.dropFirst(2))
                    DrillDownSection.open(url, context: context) {
                        guard let tree = context.navigation?.top as? TreePage, tree.document == url else { return }
                        walk(path, from: tree)
                    }
                    return
                }
                guard let root = openFirstPage() as? TreePage else { return }
                walk(tokens, from: root)
            })
    }

    /// The row each tree level opened, up the stack from the first page.
    private static func openedPath(_ pages: [Page]) -> [String] {
        var path: [String] = []
        for (level, page) in pages.enumerated().dropLast() {
            guard let tree = page as? TreePage, let index = tree.openedIndex, level + 1 < pages.count else { break }
            path.append(String(index))
        }
        return path
    }

    /// Opens the rows of `path` level by level; stops at a row that no longer exists.
    private static func walk(_ path: [String], from root: TreePage) {
        var level = root
        for token in path {
            guard let index = Int(token), level.node.children.indices.contains(index) else { return }
            level.activate(index: index)
            guard let next = level.context.navigation?.top as? TreePage, next !== level else { return }
            level = next
        }
    }
}
