import CGtk
import Foundation
import XCTest

@testable import Gtk

/// What a `ZoomView` draws, read back from outside: its render node (the tiles drawn as
/// texture nodes: views in a window of `glWindow()`) and its pixels as the window's
/// renderer draws them at the screen's scale factor.
@MainActor
enum ZoomViewReadback {
    /// A new window drawn by GSK's GL renderer, whatever `GSK_RENDERER` says (test.sh
    /// sets cairo): a zoom view in it draws its tiles as texture nodes, as on a desktop
    /// with GL. GSK reads a renderer's name from the display's "gsk-renderer" data before
    /// `GSK_RENDERER` when it realizes a window (gsk_renderer_new_for_surface); the data
    /// is set only while this window realizes. Fails when GL is not available.
    static func glWindow() throws -> Window {
        let window = Window()
        let display = try XCTUnwrap(gtk_widget_get_display(window.widget))
        let object = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self)
        g_object_set_data_full(object, "gsk-renderer", g_strdup("gl"), g_free)
        gtk_widget_realize(window.widget)
        g_object_set_data(object, "gsk-renderer", nil)
        let renderer = try XCTUnwrap(gtk_native_get_renderer(OpaquePointer(window.widget)))
        let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
        let name = String(cString: g_type_name_from_instance(instance))
        XCTAssertEqual(name, "GskGLRenderer", "GSK's GL renderer (Mesa's software GL under Xvfb)")
        return window
    }

    /// One tile drawn: its texture's size in pixels and where it is drawn (logical pixels).
    struct Tile {
        let textureWidth: Int
        let textureHeight: Int
        let width: Double
        let height: Double
        /// Device pixels per texture pixel on a screen of `scaleFactor`.
        func devicePixelsPerTexturePixel(scaleFactor: Int) -> Double {
            width * Double(scaleFactor) / Double(textureWidth)
        }
    }

    /// The view's render node, as a new snapshot of it makes it now.
    static func node(of view: ZoomView, width: Double? = nil, height: Double? = nil) throws -> OpaquePointer {
        let paintable = try XCTUnwrap(gtk_widget_paintable_new(view.widget))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = try XCTUnwrap(gtk_snapshot_new())
        gdk_paintable_snapshot(paintable, snapshot, width ?? Double(view.width), height ?? Double(view.height))
        return try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
    }

    /// The tiles the view draws now.
    static func tiles(of view: ZoomView) throws -> [Tile] {
        let node = try Self.node(of: view)
        defer { gsk_render_node_unref(node) }
        var tiles: [Tile] = []
        collect(node, into: &tiles)
        return tiles
    }

    private static func collect(_ node: OpaquePointer, into tiles: inout [Tile]) {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) {
                if let child = gsk_container_node_get_child(node, index) { collect(child, into: &tiles) }
            }
        case GSK_CLIP_NODE:
            if let child = gsk_clip_node_get_child(node) { collect(child, into: &tiles) }
        case GSK_TRANSFORM_NODE:
            if let child = gsk_transform_node_get_child(node) { collect(child, into: &tiles) }
        case GSK_DEBUG_NODE:
            if let child = gsk_debug_node_get_child(node) { collect(child, into: &tiles) }
        case GSK_TEXTURE_NODE:
            guard let texture = gsk_texture_node_get_texture(node) else { return }
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            tiles.append(
                Tile(
                    textureWidth: Int(gdk_texture_get_width(texture)),
                    textureHeight: Int(gdk_texture_get_height(texture)),
                    width: Double(bounds.size.width), height: Double(bounds.size.height)))
        default:
            break
        }
    }

    /// The view's pixels on the device (premultiplied BGRA rows, `scaleFactor` pixels per
    /// logical pixel), drawn by its window's renderer.
    static func devicePixels(of view: ZoomView) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let scale = Int(view.scaleFactor)
        let width = Int(view.width) * scale, height = Int(view.height) * scale
        let node = try Self.node(of: view, width: Double(width), height: Double(height))
        defer { gsk_render_node_unref(node) }
        let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(view.widget)))
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &viewport))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes {
            gdk_texture_download(texture, $0.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        return (pixels, width, height)
    }
}
