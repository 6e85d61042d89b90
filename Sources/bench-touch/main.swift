// Benchmark for the Touch page's image view: the time to open a large image and the
// frame times while zooming and panning it, with GTK's own GtkPicture measured in the
// same run as the peer. Run through meson-helpers/bench-touch.sh (Xvfb, cairo renderer).
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

    // Opening: decode (GdkTexture from file, what the page does off the main thread) vs
    // the peer path many apps use (GdkPixbuf, then a texture for the pixbuf).
    var decode: [Double] = []
    var pixbufDecode: [Double] = []
    var texture: Texture?
    for _ in 0..<3 {
        let t0 = now()
        guard let decoded = try? Texture(contentsOf: url) else {
            print("bench-touch: cannot decode \(imagePath)")
            return 1
        }
        decode.append((now() - t0) * 1000)
        texture = decoded
        let p0 = now()
        if let pixbuf = gdk_pixbuf_new_from_file(url.path, nil) {
            let peer = gdk_texture_new_for_pixbuf(pixbuf)
            pixbufDecode.append((now() - p0) * 1000)
            g_object_unref(UnsafeMutableRawPointer(peer))
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
    }
    guard let texture else { return 1 }
    let imageSize = ZoomSize(width: Double(texture.width), height: Double(texture.height))

    let window = Window()
    window.setDefaultSize(width: 1280, height: 800)
    window.title = "bench-touch"
    let view = ZoomView()
    window.child = view
    window.present()
    MainContext.iterate(until: { view.width > 0 && view.isMapped }, timeout: 10)
    let viewSize = ZoomSize(width: Double(view.width), height: Double(view.height))
    let recorder = FrameRecorder(widget: view)

    // First frame with the image: set texture + fitted transform, wait for the snapshot.
    var state = ZoomState(imageSize: imageSize, viewSize: viewSize)
    let drawn = view.snapshotCount
    let f0 = now()
    let tiling0 = now()
    let image = ZoomImage(texture: texture)
    let tiling = (now() - tiling0) * 1000
    view.image = image
    view.setTransform(scale: state.scale, offsetX: state.offset.x, offsetY: state.offset.y)
    MainContext.iterate(until: { view.snapshotCount > drawn }, timeout: 30)
    MainContext.iterate(until: { false }, timeout: 0.05)
    let firstFrame = (now() - f0) * 1000 - tiling

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

    // Peer: GTK's own GtkPicture showing the same texture at fit, redrawn every frame.
    let picture = Picture()
    picture.setTexture(texture)
    picture.canShrink = true
    window.child = picture
    MainContext.iterate(until: { picture.isMapped && picture.width > 0 }, timeout: 10)
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

    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print("bench-touch: \(Int(imageSize.width))×\(Int(imageSize.height)) px (\(String(format: "%.1f", imageSize.width * imageSize.height / 1e6)) MP), \(bytes / 1024) KiB file, view \(Int(viewSize.width))×\(Int(viewSize.height)), GSK_RENDERER=\(renderer)")
    print("")
    print("| Open (ms)                                        |   runs |   median |      max |")
    print("|--------------------------------------------------|--------|----------|----------|")
    for (name, values) in [("decode: GdkTexture from file (page, off-thread)", decode),
                           ("peer: GdkPixbuf from file + texture", pixbufDecode)] {
        print("| " + name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: " | %6d | %8.1f | %8.1f |", values.count,
                     Figures(name: name, values: values).percentile(0.5), values.max() ?? .nan))
    }
    for (name, value) in [("tiles + mip levels (page, off-thread)", tiling),
                          ("first frame after setting the image", firstFrame)] {
        print("| " + name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: " | %6d | %8.1f | %8.1f |", 1, value, value))
    }
    print("")
    print("| Frame work, before-paint → after-paint (ms)      | frames |   median |      p95 |      max |")
    print("|--------------------------------------------------|--------|----------|----------|----------|")
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
