import CGtk
import Foundation
import Gtk
import Model

/// Opening, warm page cache, in this process, median of 5 (after one warm-up):
/// - ours to the first frame: header size, a preview decoded at the view's size, its
///   tiles, the frame (what the page shows first);
/// - ours refined: the full decode and all tiles (the page does it next, off-thread);
/// - peer: GdkPixbuf decode + texture (many apps stop here), and with GtkPicture's
///   first frame of it (the same end point as ours).
struct OpenFigures {
    var firstFrame: [Double] = [], refine: [Double] = [], decodeOnly: [Double] = [], tilesOnly: [Double] = []
    var pixbufDecode: [Double] = [], peerFirstFrame: [Double] = []
    var texture: Texture?

    func print() {
        let title = "Open (ms, warm page cache, median of \(firstFrame.count))"
        Swift.print("| " + title.padding(toLength: 65, withPad: " ", startingAt: 0) + " |   median |      max |")
        Swift.print("|-------------------------------------------------------------------|----------|----------|")
        for (name, values) in [
            ("ours to first frame: preview decode + its tiles + frame", firstFrame),
            ("ours refined (background): full decode + tiles + mip levels", refine),
            ("  of which full decode (GdkTexture from file)", decodeOnly),
            ("  of which tiles + mip levels", tilesOnly),
            ("peer: GdkPixbuf decode + texture", pixbufDecode),
            ("peer to first frame: GdkPixbuf decode + texture + GtkPicture frame", peerFirstFrame),
        ] {
            Swift.print(
                "| " + name.padding(toLength: 65, withPad: " ", startingAt: 0)
                    + String(format: " | %8.1f | %8.1f |", median(values), values.max() ?? .nan))
        }
        Swift.print(
            String(
                format: "ratio first frame / GdkPixbuf decode: %.2f×; / peer first frame: %.2f×",
                median(firstFrame) / median(pixbufDecode), median(firstFrame) / median(peerFirstFrame)))
    }
}

@MainActor
func measureOpen(url: URL, view: ZoomView, picture: Picture, viewSize: ZoomSize) -> OpenFigures? {
    var figures = OpenFigures()
    var paints = 0
    let peerClock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(picture.widget)!))
    peerClock.on("after-paint") { paints += 1 }
    var viewPaints = 0
    let viewClock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(view.widget)!))
    viewClock.on("after-paint") { viewPaints += 1 }
    for round in 0..<6 {
        view.image = nil
        MainContext.iterate(until: { false }, timeout: 0.05)
        let drawn = viewPaints
        let t0 = now()
        guard let size = Texture.size(ofFileAt: url),
            let reduced = try? Texture(contentsOf: url, fittingWidth: Int(view.width), height: Int(view.height))
        else {
            return nil
        }
        let preview = ZoomImage(preview: reduced, width: size.width, height: size.height)
        view.image = preview
        let fit = ZoomState(
            imageSize: ZoomSize(width: Double(size.width), height: Double(size.height)),
            viewSize: viewSize)
        view.setTransform(scale: fit.scale, offsetX: fit.offset.x, offsetY: fit.offset.y)
        MainContext.iterate(until: { viewPaints > drawn }, timeout: 30)
        let shown = (now() - t0) * 1000
        let r0 = now()
        guard let decoded = try? Texture(contentsOf: url) else { return nil }
        let decodedAt = now()
        let full = ZoomImage(texture: decoded)
        let tiledAt = now()
        view.image = full
        figures.texture = decoded

        picture.setTexture(nil)
        MainContext.iterate(until: { false }, timeout: 0.05)
        let painted = paints
        let p0 = now()
        guard let pixbuf = gdk_pixbuf_new_from_file(url.path, nil) else { return nil }
        let peer = gdk_texture_new_for_pixbuf(pixbuf)
        let peerDecoded = (now() - p0) * 1000
        picture.setTexture(Texture(adopting: UnsafeMutableRawPointer(peer!)))
        MainContext.iterate(until: { paints > painted }, timeout: 30)
        let peerShown = (now() - p0) * 1000
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        if round == 0 { continue } // warm-up
        figures.firstFrame.append(shown)
        figures.refine.append((tiledAt - r0) * 1000)
        figures.decodeOnly.append((decodedAt - r0) * 1000)
        figures.tilesOnly.append((tiledAt - decodedAt) * 1000)
        figures.pixbufDecode.append(peerDecoded)
        figures.peerFirstFrame.append(peerShown)
    }
    picture.setTexture(nil)
    return figures
}
