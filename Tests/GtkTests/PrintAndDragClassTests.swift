import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

/// The print operation, the paged text it prints and the drag source: built, a generated
/// property set and read back, signals connected and emitted, finalized when the wrapper goes.
final class PrintAndDragClassTests: XCTestCase {
    func testPrintOperationPrintsPagedTextToAPDF() throws {
        try onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("print-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let pdf = folder.appendingPathComponent("out.pdf")
            var pagesDrawn: [Int] = []
            weak var paged: PagedText?
            try assertWrapperLifecycle({ PrintOperation() }) { operation in
                operation.embedsPageSetup = true
                XCTAssertTrue(operation.embedsPageSetup)
                operation.embedsPageSetup = false
                XCTAssertFalse(operation.embedsPageSetup)
                let lines = (1...200).map { "Line \($0) &amp; more" }.joined(separator: "\n")
                let text = PagedText(markup: "<b>Heading</b>\n" + lines, font: "Sans 11", operation: operation)
                paged = text
                operation.onDrawPage { _, page in pagesDrawn.append(page) }
                XCTAssertFalse(operation.isFinished)
                XCTAssertEqual(operation.export(to: pdf), .printed)
                XCTAssertGreaterThanOrEqual(text.pageCount, 2, "200 lines need more than a page")
                XCTAssertEqual(pagesDrawn, Array(0..<text.pageCount), "draw-page ran once per page")
            }
            XCTAssertNil(paged, "the paged text goes with its operation")
            let data = try Data(contentsOf: pdf)
            XCTAssertEqual(Array(data.prefix(5)), Array("%PDF-".utf8))
        }
    }

    func testPagedTextEscapesMarkup() {
        XCTAssertEqual(PagedText.escaped("Salt & <pepper>"), "Salt &amp; &lt;pepper&gt;")
    }

    func testDragSourceOffersATextureAndAFile() throws {
        try onMain {
            try assertWrapperLifecycle({ DragSource() }) { source in
                XCTAssertEqual(source.offeredMimeTypes, [], "nothing to drag without content")
                source.button = 1
                XCTAssertEqual(source.button, 1)
                let pixels = Data(repeating: 0x7F, count: 4 * 3 * 2)
                let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                let memory = gdk_memory_texture_new(3, 2, GDK_MEMORY_R8G8B8A8, bytes, 12)
                g_bytes_unref(bytes)
                let texture = Texture(adopting: UnsafeMutableRawPointer(try XCTUnwrap(memory)))
                source.setContent(texture: texture, file: nil)
                XCTAssertTrue(source.offeredMimeTypes.contains("image/png"), "\(source.offeredMimeTypes)")
                XCTAssertFalse(source.offeredMimeTypes.contains("text/uri-list"))
                source.setContent(texture: texture, file: URL(fileURLWithPath: "/tmp/picture.png"))
                XCTAssertTrue(source.offeredMimeTypes.contains("image/png"))
                XCTAssertTrue(source.offeredMimeTypes.contains("text/uri-list"), "\(source.offeredMimeTypes)")
                let begins = Calls()
                source.onDragBegin { begins.record() }
                source.emit("drag-begin", 0)
                XCTAssertEqual(begins.count, 1)
                source.setContent(texture: nil, file: nil)
                XCTAssertEqual(source.offeredMimeTypes, [])
            }
        }
    }
}
