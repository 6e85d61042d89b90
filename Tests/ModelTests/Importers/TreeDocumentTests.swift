import Foundation
import Testing

@testable import Model

@Suite struct TreeDocumentTests {
    @Test func bundledDrillDownTreeFollowsTheSeed() throws {
        let root = try TreeDocument.load(contentsOf: ImporterFixtures.data.appendingPathComponent("drilldown.plist"))
        #expect(root.title == "Root")
        #expect(root.childTitles == ["Item 1", "Item 2", "Item 3", "Item 4"])
        // Each item is a chain of screens ending in a leaf with the original tutorials' view kind.
        let expected: [([String], LeafDetail)] = [
            (["Screen A"], .tabbed),
            (["Screen B", "Screen C"], .image),
            (["Screen D", "Screen E", "Screen F"], .simple),
            (["Screen G", "Screen H", "Screen I", "Screen J"], .simple),
        ]
        for (item, (screens, detail)) in zip(root.children, expected) {
            var node = item
            for screen in screens {
                #expect(node.children.count == 1)
                node = node.children[0]
                #expect(node.title == screen)
            }
            #expect(node.isLeaf)
            #expect(node.detail == detail)
        }
        #expect(root.node(at: [1, 0, 0])?.title == "Screen C")
        #expect(root.count == 1 + 4 + 10)
    }

    @Test func tutorialShapeAsBinaryPropertyListAndJSONGivesTheSameTree() throws {
        let url = ImporterFixtures.data.appendingPathComponent("drilldown.plist")
        let xmlTree = try TreeDocument.load(contentsOf: url)
        let value = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        // Foundation writes dictionaries in its own key order, so compare without the fields.
        #expect(try TreeDocument.load(data: binary, name: "data.plist").withoutFields == xmlTree.withoutFields)
        let json = try JSONSerialization.data(withJSONObject: value)
        #expect(try TreeDocument.load(data: json, name: "data.json").withoutFields == xmlTree.withoutFields)
    }

    @Test func missingViewMeansSimpleDetail() throws {
        let json = #"{"Rows":[{"Title":"Only"}]}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "x.json")
        #expect(
            root.children == [
                TreeNode(
                    title: "Only", detail: .simple,
                    fields: [TreeField(key: "Title", value: .string("Only"))])
            ])
    }

    @Test func anyJSONIsBrowsableWithKeysInFileOrderAndValueTitles() throws {
        let json =
            #"{"b": [1, "two", true, null], "a": {"name": "n", "x": 1.5}, "list": [{"name": "First"}, {"z": 0}], "item10": 0, "item2": 0}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "sample.json")
        #expect(root.title == "sample.json")
        #expect(root.childTitles == ["b", "a", "list", "item10", "item2"])
        let a = root.children[1]
        #expect(a.childTitles == ["name", "x"])
        #expect(a.children.map(\.subtitle) == ["n", "1.5"])
        #expect(a.children.map(\.value) == [.string("n"), .real(1.5)])
        let b = root.children[0]
        #expect(b.childTitles == ["1", "two", "true", "null"])
        #expect(b.subtitle == "4 items")
        #expect(b.children.allSatisfy { $0.isLeaf && $0.value != nil })
        #expect(root.children[2].childTitles == ["First", "Item 2"])
    }

    @Test func propertyListScalarsGetReadableSubtitles() throws {
        let plist: [String: Any] = [
            "flag": false, "count": 3, "when": Date(timeIntervalSince1970: 0),
            "blob": Data([1, 2, 3]), "text": "line one\nline two",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let root = try TreeDocument.load(data: data, name: "values.plist")
        let subtitles = Dictionary(uniqueKeysWithValues: root.children.map { ($0.title, $0.subtitle ?? "") })
        #expect(
            subtitles == [
                "flag": "false", "count": "3", "when": "1970-01-01T00:00:00Z",
                "blob": "3 bytes", "text": "line one line two",
            ])
    }

    @Test func aTopLevelScalarIsALeaf() throws {
        let root = try TreeDocument.load(data: Data("42".utf8), name: "n.json")
        #expect(root == TreeNode(title: "n.json", subtitle: "42", value: .integer(42)))
    }

    /// Valid documents with a "Rows" key that is not the seed's list of rows are browsed
    /// like any other document (issue 18), not refused.
    @Test(arguments: [
        #"{"Rows": "nope"}"#,
        #"{"Rows": [3]}"#,
        #"{"Rows": [{"Title": "A"}, {"Name": "B"}]}"#,
        #"{"Rows": [{"Title": 7}]}"#,
        #"{"Rows": [{"Title": "A", "Children": {"Title": "B"}}]}"#,
        #"{"Rows": [{"Title": "A", "Children": [{"Title": "B", "View": 9}]}]}"#,
        #"{"Rows": [{"Title": "A", "View": "1"}]}"#,
        #"{"Rows": [{"Title": "A", "View": true}]}"#,
    ])
    func documentsNotInTheSeedShapeAreBrowsedGenerically(json: String) throws {
        let root = try TreeDocument.load(data: Data(json.utf8), name: "other.json")
        #expect(root.title == "other.json")
        #expect(root.childTitles == ["Rows"])
    }

    @Test func emptyAndMissingFilesAreReported() throws {
        #expect(throws: ImportError(message: "The file “empty.plist” is empty.")) {
            try TreeDocument.load(data: Data(), name: "empty.plist")
        }
        #expect(throws: ImportError(message: "The file “blank.json” is empty.")) {
            try TreeDocument.load(data: Data("  \n".utf8), name: "blank.json")
        }
        let missing = URL(fileURLWithPath: "/nonexistent/dir/none.plist")
        #expect(throws: ImportError(message: "The file “none.plist” could not be read: no such file")) {
            try TreeDocument.load(contentsOf: missing)
        }
        let folder = FileManager.default.temporaryDirectory
        #expect(throws: ImportError.self) { try TreeDocument.load(contentsOf: folder) }
    }
}
