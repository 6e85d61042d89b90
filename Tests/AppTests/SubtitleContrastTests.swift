import CGtk
import Gtk
import XCTest

@testable import DrilldownApp

/// Dimmed text in libadwaita rows (an action row's subtitle: a coffee's name and price)
/// reads at 4.5:1 or more in the light style. libadwaita 1.2 dims `.subtitle` to 0.55 of
/// the foreground (3.2:1 on white); the app's style raises it like its other dim labels.
final class SubtitleContrastTests: XCTestCase {
    /// WCAG contrast of a grey level against white.
    static func contrastOnWhite(_ grey: Double) -> Double {
        func linear(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 1.05 / (linear(grey) + 0.05)
    }

    /// The strongest coverage (alpha, 0…1) of the row's pixels inside `label`: the text's
    /// stems, drawn in the row's dimmed foreground over a transparent background.
    @MainActor
    static func strongestAlpha(of row: Widget, inside label: Widget) throws -> Double {
        let width = Int(row.width), height = Int(row.height)
        let bounds = try XCTUnwrap(label.bounds(in: row))
        let paintable = try XCTUnwrap(gtk_widget_paintable_new(row.widget))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = try XCTUnwrap(gtk_snapshot_new())
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(row.widget)))
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &viewport))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes {
            gdk_texture_download(texture, $0.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        var strongest: UInt8 = 0
        for y in max(0, Int(bounds.y))..<min(height, Int(bounds.maxY)) {
            for x in max(0, Int(bounds.x))..<min(width, Int(bounds.maxX)) {
                strongest = max(strongest, pixels[(y * width + x) * 4 + 3])
            }
        }
        return Double(strongest) / 255
    }

    /// The label among `widget`'s descendants showing `text`.
    @MainActor
    static func label(showing text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> Widget? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0,
                let shown = gtk_label_get_text(OpaquePointer(current)), String(cString: shown) == text,
                gtk_widget_get_mapped(current) != 0
            {
                return Widget(UnsafeMutableRawPointer(current))
            }
            if let found = label(showing: text, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    func testActionRowSubtitlesReadAtFourAndAHalfToOneInTheLightStyle() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertFalse(StyleManager.shared.isDark, "the suite runs in the light style")
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            let row = page.nameRow.row
            XCTAssertTrue(MainContext.iterate(until: { row.isMapped && row.width > 0 }, timeout: 5))
            let subtitle = try XCTUnwrap(Self.label(showing: "Espresso", in: row.widget), "the name is the subtitle")
            // Black text in libadwaita's light foreground (rgba(0,0,0,0.8)), dimmed, over white.
            let alpha = try Self.strongestAlpha(of: row, inside: subtitle)
            let grey = 1 - alpha
            XCTAssertGreaterThanOrEqual(
                Self.contrastOnWhite(grey), 4.5,
                "the subtitle's darkest pixels are \(Int(grey * 255))/255 grey on white")
        }
    }
}
