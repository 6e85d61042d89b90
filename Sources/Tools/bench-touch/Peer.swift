import CGtk
import Foundation
import Gtk
import Model

/// The peer for the frame rows: GTK's own GtkPicture showing the whole texture at the same
/// transform as the ZoomView, the plain way to zoom a picture in GTK (a picture sized to
/// the zoomed image, placed at the offset in a GtkFixed, inside a scrolled window that
/// clips it to the view). Every frame GTK draws the whole texture scaled, clipped to the
/// view: the same pixels on screen as ours, without tiles or smaller copies.
@MainActor
final class PeerPicture {
    let picture = Picture()
    let root: Widget
    private let fixed: UnsafeMutablePointer<GtkFixed>
    private let imageSize: ZoomSize

    init(texture: Texture) {
        imageSize = ZoomSize(width: Double(texture.width), height: Double(texture.height))
        picture.canShrink = true
        picture.setTexture(texture)
        let fixedWidget = gtk_fixed_new()!
        fixed = UnsafeMutableRawPointer(fixedWidget).assumingMemoryBound(to: GtkFixed.self)
        gtk_fixed_put(fixed, picture.widget, 0, 0)
        let scrolled = gtk_scrolled_window_new()!
        let window = OpaquePointer(scrolled)
        // External: no scroll bars and no size passed up to the window; the view clips.
        gtk_scrolled_window_set_policy(window, GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_child(window, fixedWidget)
        root = Widget(UnsafeMutableRawPointer(scrolled))
    }

    /// Shows the image like a ZoomView with this transform.
    func show(_ state: ZoomState) {
        let width = Int32(max(1, (imageSize.width * state.scale).rounded()))
        let height = Int32(max(1, (imageSize.height * state.scale).rounded()))
        gtk_widget_set_size_request(picture.widget, width, height)
        gtk_fixed_move(fixed, picture.widget, state.offset.x, state.offset.y)
    }
}
