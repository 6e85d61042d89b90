import CGtk
import Foundation
import Gtk
import XCTest

/// The picture gate on its own: every refusal it knows, for bytes and for files. No
/// display needed (gdk-pixbuf only).
final class PixbufGateTests: XCTestCase {
    private static let maxPixels = 100_000_000

    /// A solid image encoded by gdk-pixbuf in `format` ("png", "jpeg").
    private static func encoded(width: Int, height: Int, format: String, noise: Bool = false) throws -> Data {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else {
            throw XCTSkip("cannot allocate a pixbuf")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366CCFF)
        if noise, let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
            var generator = SystemRandomNumberGenerator()
            for row in 0..<height {
                for column in 0..<(width * 3) {
                    pixels[row * stride + column] = UInt8.random(in: 0...255, using: &generator)
                }
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format, nil, nil, nil) != 0, let buffer else {
            throw XCTSkip("gdk-pixbuf cannot write \(format)")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// 45 bytes of PNG whose header announces `width` × `height`.
    private static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
            }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc ^ 0xFFFF_FFFF)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
                + chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0xA0, 0x0C, 0x00, 0x00, 0x00, 0x40, 0x00, 0x01])
                + chunk("IEND", []))
    }

    func testAWholeImageIsDecodedAndScaledToFit() throws {
        for format in ["png", "jpeg"] {
            let data = try PixbufGateTests.encoded(width: 2000, height: 1000, format: format)
            let pixbuf = try PixbufGate.decode(data: data, maxPixels: PixbufGateTests.maxPixels, maxSide: 1024)
            XCTAssertEqual(pixbuf.width, 1024, format)
            XCTAssertEqual(pixbuf.height, 512, format)
            let small = try PixbufGate.decode(data: data, maxPixels: PixbufGateTests.maxPixels, maxSide: 4096)
            XCTAssertEqual(small.width, 2000, "never enlarged, kept when it fits (\(format))")
        }
    }

    func testAnOverLargeHeaderIsRefusedBeforeDecoding() {
        let huge = PixbufGateTests.headerOnlyPNG(width: 30_000, height: 30_000)
        XCTAssertThrowsError(try PixbufGate.decode(data: huge, maxPixels: PixbufGateTests.maxPixels, maxSide: 1024)) {
            error in
            XCTAssertEqual(error as? ImageError, .tooLarge(width: 30_000, height: 30_000))
        }
        let overflowing = PixbufGateTests.headerOnlyPNG(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)
        XCTAssertThrowsError(
            try PixbufGate.decode(data: overflowing, maxPixels: PixbufGateTests.maxPixels, maxSide: 1024))
    }

    func testTruncatedImagesAreRefused() throws {
        for format in ["png", "jpeg"] {
            let whole = try PixbufGateTests.encoded(width: 400, height: 300, format: format, noise: true)
            for fraction in [2, 4] {
                let cut = whole.prefix(whole.count * (fraction - 1) / fraction)
                XCTAssertThrowsError(
                    try PixbufGate.decode(data: Data(cut), maxPixels: PixbufGateTests.maxPixels, maxSide: 1024),
                    "\(format) cut at \(fraction - 1)/\(fraction)"
                ) { error in
                    guard case .truncated? = error as? ImageError else { return XCTFail("\(format): \(error)") }
                }
            }
        }
    }

    func testNotAnImageAndEmptyDataAreRefused() {
        XCTAssertThrowsError(try PixbufGate.decode(data: Data("just text\n".utf8), maxPixels: 100, maxSide: 10)) {
            error in
            XCTAssertEqual(error as? ImageError, .notAnImage)
        }
        XCTAssertThrowsError(try PixbufGate.decode(data: Data(), maxPixels: 100, maxSide: 10))
    }

    func testFilesAreReadInChunksAndOnlyRegularFilesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) } // test scratch space
        let file = folder.appendingPathComponent("picture.png")
        try PixbufGateTests.encoded(width: 300, height: 200, format: "png", noise: true).write(to: file)
        let pixbuf = try PixbufGate.decode(contentsOf: file, maxPixels: PixbufGateTests.maxPixels, maxSide: 1024)
        XCTAssertEqual(pixbuf.width, 300)

        let fifo = folder.appendingPathComponent("fifo.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertThrowsError(
            try PixbufGate.decode(contentsOf: fifo, maxPixels: 100, maxSide: 10), "a FIFO is refused, not read forever")
        XCTAssertThrowsError(
            try PixbufGate.decode(contentsOf: folder, maxPixels: 100, maxSide: 10), "a folder is refused")
        XCTAssertThrowsError(
            try PixbufGate.decode(contentsOf: folder.appendingPathComponent("missing.png"), maxPixels: 100, maxSide: 10)
        ) { error in
            guard case .unreadable? = error as? ImageError else { return XCTFail("\(error)") }
        }
    }
}
