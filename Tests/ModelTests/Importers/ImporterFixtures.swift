import Foundation
@testable import Model

/// Paths of the importer fixtures (copied as the test bundle's "Fixtures" resource).
enum ImporterFixtures {
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw ImportError(message: "the Fixtures resource is missing from the test bundle")
            }
            return url
        }
    }

    static func url(_ path: String) throws -> URL {
        try root.appendingPathComponent(path)
    }

    /// The bundled `data/` folder of the source tree.
    static var data: URL { DataLocation.current().bundledData }

    /// A fresh temporary file holding `data`, removed by the caller.
    static func temporaryFile(_ data: Data, name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("importers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }
}

extension TreeNode {
    /// Titles of the children, for compact expectations.
    var childTitles: [String] { children.map(\.title) }

    /// The tree without the rows' fields (for comparing documents whose key order differs).
    var withoutFields: TreeNode {
        var copy = self
        copy.fields = []
        copy.children = children.map(\.withoutFields)
        return copy
    }
}
