// Benchmark for the Touch page's image view: the time to open a large image to its first
// frame (and to its refined tiles) and the frame times while zooming and panning it, with
// GdkPixbuf and GTK's own GtkPicture measured in the same run as the peers. Run through meson-helpers/bench-touch.sh (Xvfb, cairo renderer).
//
//   bench-touch IMAGE [frames]
import CGtk
import Foundation
import Gtk
import Model

/// Per-frame work (before-paint → after-paint of the GdkFrameClock) in milliseconds.
@MainActor
final class FrameRecorder {
    private let clock: Object
    private var start: gint64 = 0
    private(set) var durations: [Double] = []
    var isRecording = false

    init(widget: Widget) {
        clock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(widget.widget)!))
        clock.on("before-paint") { [weak self] in self?.start = g_get_monotonic_time() }
        clock.on("after-paint") { [weak self] in
            guard let self, self.isRecording, self.start > 0 else { return }
            self.durations.append(Double(g_get_monotonic_time() - self.start) / 1000)
        }
    }

    func reset() { durations.removeAll() }
}

struct Figures {
    let name: String
    let values: [Double]
    var sorted: [Double] { values.sorted() }
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let s = sorted
        return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
    }
    var row: String {
        "| " + name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: " | %6d | %8.2f | %8.2f | %8.2f |", values.count,
               percentile(0.5), percentile(0.95), values.max() ?? .nan)
    }
}

@MainActor
func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

@MainActor
func run(imagePath: String, frames: Int) -> Int32 {
    guard Toolkit.initialize() else {
        print("bench-touch: no display (run it through meson-helpers/bench-touch.sh)")
        return 1
    }
    let url = URL(fileURLWithPath: imagePath)
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0

    // Two windows of the same size: ours (ZoomView) and the peer (GtkPicture).
    func makeWindow(_ child: Widget, _ title: String) -> Window {
        let window = Window()
        window.setDefaultSize(width: 1280, height: 800)
        window.title = title
        window.child = child
        window.present()
        return window
    }
    let view = ZoomView()
    let window = makeWindow(view, "bench-touch")
    MainContext.iterate(until: { view.width > 0 && view.isMapped }, timeout: 10)
    let viewSize = ZoomSize(width: Double(view.width), height: Double(view.height))
    let picture = Picture()
    picture.canShrink = true
    let peerWindow = makeWindow(picture, "bench-touch peer")
    MainContext.iterate(until: { picture.isMapped && picture.width > 0 }, timeout: 10)
    var paints = 0
    let peerClock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(picture.widget)!))
    peerClock.on("after-paint") { paints += 1 }

    // Opening, warm page cache, in this process, median of 5 (after one warm-up):
    // - ours to the first frame: header size, a preview decoded at the view's size, its
    //   tiles, the frame (what the page shows first);
    // - ours refined: the full decode and all tiles (the page does it next, off-thread);
    // - peer: GdkPixbuf decode + texture (many apps stop here), and with GtkPicture's
    //   first frame of it (the same end point as ours).
    var firstFrame: [Double] = [], refine: [Double] = [], decodeOnly: [Double] = [], tilesOnly: [Double] = []
    var pixbufDecode: [Double] = [], peerFirstFrame: [Double] = []
    var texture: Texture?
    for round in 0..<6 {
        view.image = nil
        MainContext.iterate(until: { false }, timeout: 0.05)
        let drawn = view.snapshotCount
        let t0 = now()
        guard let size = Texture.size(ofFileAt: url),
              let reduced = try? Texture(contentsOf: url, fittingWidth: Int(view.width), height: Int(view.height)) else {
            print("bench-touch: cannot decode \(imagePath)")
            return 1
        }
        let preview = ZoomImage(preview: reduced, width: size.width, height: size.height)
        view.image = preview
        let fit = ZoomState(imageSize: ZoomSize(width: Double(size.width), height: Double(size.height)), viewSize: viewSize)
        view.setTransform(scale: fit.scale, offsetX: fit.offset.x, offsetY: fit.offset.y)
        MainContext.iterate(until: { view.snapshotCount > drawn }, timeout: 30)
        let shown = (now() - t0) * 1000
        let r0 = now()
        guard let decoded = try? Texture(contentsOf: url) else { return 1 }
        let decodedAt = now()
        let full = ZoomImage(texture: decoded)
        let tiledAt = now()
        let refined = (tiledAt - r0) * 1000
        view.image = full
        texture = decoded

        picture.setTexture(nil)
        MainContext.iterate(until: { false }, timeout: 0.05)
        let painted = paints
        let p0 = now()
        guard let pixbuf = gdk_pixbuf_new_from_file(url.path, nil) else { return 1 }
        let peer = gdk_texture_new_for_pixbuf(pixbuf)
        let peerDecoded = (now() - p0) * 1000
        picture.setTexture(Texture(adopting: UnsafeMutableRawPointer(peer!)))
        MainContext.iterate(until: { paints > painted }, timeout: 30)
        let peerShown = (now() - p0) * 1000
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        if round == 0 { continue }  // warm-up
        firstFrame.append(shown)
        refine.append(refined)
        decodeOnly.append((decodedAt - r0) * 1000)
        tilesOnly.append((tiledAt - decodedAt) * 1000)
        pixbufDecode.append(peerDecoded)
        peerFirstFrame.append(peerShown)
    }
    guard let texture else { return 1 }
    let imageSize = ZoomSize(width: Double(texture.width), height: Double(texture.height))
    let recorder = FrameRecorder(widget: view)
    var state = ZoomState(imageSize: imageSize, viewSize: viewSize)
    state.fit()
    view.setTransform(scale: state.scale, offsetX: state.offset.x, offsetY: state.offset.y)

    /// Drives `count` frames, calling `step(i)` before each to change the transform.
    func animate(_ count: Int, _ step: @escaping @MainActor (Int) -> Void) -> [Double] {
        recorder.reset()
        recorder.isRecording = true
        var i = 0
        let tick = TickCallback(widget: view) { _ in
            step(i)
            i += 1
            return i < count
        }
        MainContext.iterate(until: { i >= count }, timeout: 600)
        MainContext.iterate(until: { false }, timeout: 0.1)
        tick.stop()
        recorder.isRecording = false
        return recorder.durations
    }

    func show(_ s: ZoomState) { view.setTransform(scale: s.scale, offsetX: s.offset.x, offsetY: s.offset.y) }

    // Zoom sweep: fit → 400% about the centre (a pinch or Ctrl+scroll), then back.
    let fitState = state
    let zoomIn = animate(frames) { i in
        let t = Double(i + 1) / Double(frames)
        state = fitState
        state.zoom(to: fitState.fitScale * pow(4 / fitState.fitScale, t), about: viewSize.centre)
        show(state)
    }
    // Pan sweep at 100% across the image (a drag).
    state = fitState
    state.showActualSize(centredOn: .zero)
    let panStart = state
    let panActual = animate(frames) { i in
        state = panStart
        state.pan(by: ZoomPoint(x: -Double(i) * 20, y: -Double(i) * 12))
        show(state)
    }
    // Pan at 2000% (deep zoom).
    state = fitState
    state.zoom(to: 20, about: viewSize.centre)
    let deepStart = state
    let panDeep = animate(frames) { i in
        state = deepStart
        state.pan(by: ZoomPoint(x: -Double(i) * 15, y: 0))
        show(state)
    }
    // Fit, redrawn every frame (the same work as a window resize at fit).
    let fitRedraw = animate(frames) { i in
        // Alternate fit and 1% more, so every frame really changes.
        show(i % 2 == 0 ? fitState : fitState.pinched(by: 1.01, from: viewSize.centre, to: viewSize.centre))
    }

    // Peer: GTK's own GtkPicture showing the same texture at fit, redrawn every frame
    // (like for like with "fit ↔ 101% every frame" above: the whole image at fit).
    picture.setTexture(texture)
    let peerRecorder = FrameRecorder(widget: picture)
    peerRecorder.isRecording = true
    var j = 0
    let peerTick = TickCallback(widget: picture) { _ in
        // A one-pixel margin change makes GTK lay out and paint the picture again.
        picture.setMargins(top: Int32(j % 2), bottom: 0, start: 0, end: 0)
        j += 1
        return j < frames
    }
    MainContext.iterate(until: { j >= frames }, timeout: 600)
    MainContext.iterate(until: { false }, timeout: 0.1)
    peerTick.stop()
    let peerFit = peerRecorder.durations
    window.destroy()
    peerWindow.destroy()

    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print("bench-touch: \(Int(imageSize.width))×\(Int(imageSize.height)) px (\(String(format: "%.1f", imageSize.width * imageSize.height / 1e6)) MP), \(bytes / 1024) KiB file, view \(Int(viewSize.width))×\(Int(viewSize.height)), GSK_RENDERER=\(renderer)")
    print("")
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("| Open (ms, warm page cache, median of \(firstFrame.count))                     |   median |      max |")
    print("|-------------------------------------------------------------------|----------|----------|")
    for (name, values) in [("ours to first frame: preview decode + its tiles + frame", firstFrame),
                           ("ours refined (background): full decode + tiles + mip levels", refine),
                           ("  of which full decode (GdkTexture from file)", decodeOnly),
                           ("  of which tiles + mip levels", tilesOnly),
                           ("peer: GdkPixbuf decode + texture", pixbufDecode),
                           ("peer to first frame: GdkPixbuf decode + texture + GtkPicture frame", peerFirstFrame)] {
        print("| " + name.padding(toLength: 65, withPad: " ", startingAt: 0) + String(format: " | %8.1f | %8.1f |",
                     median(values), values.max() ?? .nan))
    }
    print(String(format: "ratio first frame / GdkPixbuf decode: %.2f×; first frame / peer first frame: %.2f×",
                 median(firstFrame) / median(pixbufDecode), median(firstFrame) / median(peerFirstFrame)))
    print("")
    print("| Frame work, before-paint → after-paint (ms)      | frames |   median |      p95 |      max |")
    print("|--------------------------------------------------|--------|----------|----------|----------|")
    let sweep = Figures(name: "", values: zoomIn), fitOurs = Figures(name: "", values: fitRedraw), fitPeer = Figures(name: "", values: peerFit)
    defer {
        print(String(format: "zoom fit → 400%%: p95 %.2f ms (budget 16 ms); fit redraw like for like, ZoomView / GtkPicture: median %.2f×, p95 %.2f×",
                     sweep.percentile(0.95), fitOurs.percentile(0.5) / fitPeer.percentile(0.5), fitOurs.percentile(0.95) / fitPeer.percentile(0.95)))
    }
    for figures in [Figures(name: "ZoomView: zoom fit → 400% (pinch/Ctrl+scroll)", values: zoomIn),
                    Figures(name: "ZoomView: pan at 100% (drag)", values: panActual),
                    Figures(name: "ZoomView: pan at 2000%", values: panDeep),
                    Figures(name: "ZoomView: fit ↔ 101% every frame", values: fitRedraw),
                    Figures(name: "peer: GtkPicture redraw at fit", values: peerFit)] {
        print(figures.row)
    }
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: bench-touch IMAGE [frames]")
    exit(2)
}
let frames = arguments.count >= 3 ? max(10, Int(arguments[2]) ?? 120) : 120
let status = MainActor.assumeIsolated { run(imagePath: arguments[1], frames: frames) }
exit(status)
