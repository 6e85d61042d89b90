import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// Fixtures for the Coffee tests. AppTests has no resources, so images are made here.
enum CoffeeFixtures {
    /// A folder of its own for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coffee-fixtures-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a solid-colour PNG of `width` × `height` (encoded by gdk-pixbuf).
    static func png(width: Int, height: Int, rgba: UInt32 = 0x8B5A2BFF, name: String = "coffee.png") throws -> URL {
        let url = try folder().appendingPathComponent(name)
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, Int32(width), Int32(height)) else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot allocate a \(width)×\(height) pixbuf"])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, rgba)
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, url.path, "png", nil, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "?"
            if let error { g_error_free(error) }
            XCTFail("could not write the fixture: \(message)")
            return url
        }
        return url
    }

    /// A PNG whose header announces `width` × `height` but that holds no pixels: the
    /// shape of a decompression bomb (45 bytes that would decode to 3.6 GB), refused
    /// before decoding.
    static func pngHeaderOnly(width: UInt32, height: UInt32) throws -> URL {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.append(bigEndian: width)
        ihdr.append(bigEndian: height)
        ihdr.append(contentsOf: [8, 6, 0, 0, 0]) // 8-bit RGBA, deflate, no filter, no interlace
        data.append(chunk: "IHDR", ihdr)
        // libpng reports the header once it reaches the first IDAT: a few compressed
        // zero bytes, nowhere near the announced size.
        data.append(chunk: "IDAT", Data([0x78, 0x9C, 0x63, 0x60, 0xA0, 0x0C, 0x00, 0x00, 0x00, 0x40, 0x00, 0x01]))
        data.append(chunk: "IEND", Data())
        let url = try folder().appendingPathComponent("huge.png")
        try data.write(to: url)
        return url
    }

    /// A file named like an image that is not one.
    static func notAnImage() throws -> URL {
        let url = try folder().appendingPathComponent("notes.png")
        try Data("This is a text file, not a picture.\n".utf8).write(to: url)
        return url
    }

    /// The size of PNG bytes, decoded.
    static func size(ofPNG data: Data) throws -> (Int, Int) {
        let texture = try Texture(data: data)
        return (texture.width, texture.height)
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: crc32(typed))
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309).
private func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return crc ^ 0xFFFF_FFFF
}

/// Opening Coffee pages in a test window.
@MainActor
enum CoffeeHarness {
    static let english = PriceFormat(
        numberLocale: Locale(identifier: "en_US"), moneyLocale: Locale(identifier: "en_US"))

    static func store(_ main: MainWindow) throws -> CoffeeStore {
        try main.context.services.coffeeStore()
    }

    /// Pushes the detail page of the coffee named `name` (seeded: Cafe Latte, Cappuccino,
    /// Espresso, Flat White).
    static func openDetail(_ main: MainWindow, named name: String) throws -> CoffeeDetailPage {
        let store = try store(main)
        let summary = try XCTUnwrap(
            try store.page(offset: 0, limit: 100).first { $0.name == name }, "no coffee \(name)")
        let detail = try XCTUnwrap(try store.detail(id: summary.id))
        let page = CoffeeDetailPage(context: main.context, store: store, detail: detail, format: english)
        main.context.push(page)
        AppHarness.settle(main)
        return page
    }

    /// Waits for the page's image imports to finish (they run on a background queue and
    /// come back through the main loop).
    static func waitForImports(_ page: CoffeeDetailPage) {
        XCTAssertTrue(
            MainContext.iterate(until: { page.pendingImports == 0 }, timeout: 20), "the image import did not finish")
        MainContext.drain()
    }

    /// What the last alert dismissed by `dismissAlerts()` said.
    static var lastAlertBody: String?

    /// Answers every alert on screen; returns their texts (heading).
    @discardableResult
    static func dismissAlerts() -> [String] {
        let alerts = Alert.shown
        let titles = alerts.map(\.title)
        lastAlertBody = alerts.last?.body
        for alert in alerts { alert.respond() }
        MainContext.drain()
        return titles
    }
}

/// Whether `window`'s focus widget is `widget` or inside it (an entry's focus is on its
/// inner text widget). Works whether or not the window manager made the window active.
@MainActor
func focusIsIn(_ widget: Widget, of window: Window) -> Bool {
    guard let focus = window.focusPointer else { return false }
    let focused = focus.assumingMemoryBound(to: GtkWidget.self)
    return focus == widget.pointer || gtk_widget_is_ancestor(focused, widget.widget) != 0
}

extension CoffeeHarness {
    /// Opens "Coffee List" from the home page.
    static func openList(_ main: MainWindow) throws -> CoffeeListPage {
        XCTAssertTrue(main.home.open(sectionID: .coffee))
        AppHarness.settle(main)
        let page = try XCTUnwrap(main.navigation.top as? CoffeeListPage)
        XCTAssertNotNil(page.rows, "the coffee database opened")
        return page
    }

    /// The titles the list view's rows show now (the bound rows, in order).
    static func shownTitles(_ page: CoffeeListPage) -> [String] {
        MainContext.drain()
        return page.rows?.list.boundRows.map(\.row.titleLabel.text) ?? []
    }

    /// The source position of the coffee named `name`.
    static func position(of name: String, in page: CoffeeListPage) throws -> Int {
        let source = try XCTUnwrap(page.source)
        var position: Int?
        // Rows whose page is not read yet are read off the main thread: wait for them.
        _ = MainContext.iterate(until: {
            position = (0..<source.count).first { source.summary(at: $0)?.name == name }
            return position != nil
        })
        return try XCTUnwrap(position, "no row \(name)")
    }
}

/// Activates `shortcut`'s action as its keys do, on `widget` (the widget it is installed
/// on); false when the action is missing or disabled.
@MainActor @discardableResult
func trigger(_ shortcut: AppShortcut, on widget: Widget) -> Bool {
    guard let action = shortcut.action, let dot = action.firstIndex(of: ".") else { return false }
    return WidgetActions.of(widget, prefix: String(action[..<dot])).activate(shortcut.name)
}

/// Presses `keyval` on `widget` the way GTK delivers it: emits `key-pressed` on each of
/// the widget's key controllers until one handles it. Returns whether one did.
@MainActor
@discardableResult
func pressKey(_ keyval: UInt32, modifiers: UInt32 = 0, on widget: Widget) -> Bool {
    guard let model = gtk_widget_observe_controllers(widget.widget) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(model)) }
    var controllers: [Object] = []
    for index in 0..<g_list_model_get_n_items(model) {
        guard let item = g_list_model_get_item(model, index) else { continue }
        // Reuse the controller's wrapper if it has one (a second wrapper would take its
        // back-pointer).
        let object: Object
        if let existing = Object.wrapper(of: item) {
            object = existing
            g_object_unref(item)
        } else {
            object = Object(item, ownership: .adopt)
        }
        if object.typeName == "GtkEventControllerKey" { controllers.append(object) }
    }
    return controllers.contains { $0.emit("key-pressed", Double(keyval), 0, Double(modifiers)) }
}
