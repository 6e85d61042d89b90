// Benchmark for the Touch page's image view: the time to open a large image to its first
// frame (and to its refined tiles) and the frame work while zooming and panning it, with
// GdkPixbuf and GTK's own GtkPicture doing the same work in the same run as the peers.
// Run through meson-helpers/bench-touch.sh (Xvfb, cairo renderer).
//
//   bench-touch IMAGE [frames] [--frames-only] [--only N]
//
// --frames-only skips the opening figures and the peer; --only N (1-4) runs only sweep N
// (both for profiling our frames). Each of our sweeps runs twice, first without the kept
// X11 shared-memory pool (ZoomView.h, ShmPoolWarmer.c), so both are in every run.
import CGtk
import Foundation
import Gtk
import Model

/// One sweep: the transform of frame `i` of `count`.
struct Sweep {
    let name: String
    let state: (Int, Int) -> ZoomState
}

@MainActor
func sweeps(fit: ZoomState, viewSize: ZoomSize) -> [Sweep] {
    var actual = fit
    actual.showActualSize(centredOn: .zero)
    var deep = fit
    deep.zoom(to: 20, about: viewSize.centre)
    let fitStep = fit.pinched(by: 1.01, from: viewSize.centre, to: viewSize.centre)
    return [
        // A pinch or Ctrl+scroll from fit to 400% about the centre.
        Sweep(name: "zoom fit → 400% (pinch/Ctrl+scroll)") { i, count in
            var state = fit
            state.zoom(to: fit.fitScale * pow(4 / fit.fitScale, Double(i + 1) / Double(count)), about: viewSize.centre)
            return state
        },
        // A drag across the image at 100% (the same distance whatever the frame count).
        Sweep(name: "pan at 100% (drag)") { i, count in
            var state = actual
            let t = Double(i) * 120 / Double(count)
            state.pan(by: ZoomPoint(x: -t * 20, y: -t * 12))
            return state
        },
        Sweep(name: "pan at 2000%") { i, count in
            var state = deep
            state.pan(by: ZoomPoint(x: -Double(i) * 1800 / Double(count), y: 0))
            return state
        },
        // Fit, redrawn every frame (alternating with 1% more, so every frame changes).
        Sweep(name: "fit ↔ 101% every frame") { i, _ in i % 2 == 0 ? fit : fitStep },
    ]
}

@MainActor
func makeWindow(_ child: Widget, _ title: String) -> Window {
    let window = Window()
    window.setDefaultSize(width: 1280, height: 800)
    window.title = title
    window.child = child
    window.present()
    return window
}

@MainActor
func run(imagePath: String, frames: Int, framesOnly: Bool, only: Int?) -> Int32 {
    guard Toolkit.initialize() else {
        print("bench-touch: no display (run it through meson-helpers/bench-touch.sh)")
        return 1
    }
    let loadBefore = loadAverage()
    let url = URL(fileURLWithPath: imagePath)
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0

    // Two windows of the same size: ours (ZoomView) and the peer (GtkPicture).
    let view = ZoomView()
    let window = makeWindow(view, "bench-touch")
    MainContext.iterate(until: { view.width > 0 && view.isMapped }, timeout: 10)
    let viewSize = ZoomSize(width: Double(view.width), height: Double(view.height))
    let picture = Picture()
    picture.canShrink = true
    let peerWindow = makeWindow(picture, "bench-touch peer")
    MainContext.iterate(until: { picture.isMapped && picture.width > 0 }, timeout: 10)

    var open = OpenFigures()
    if framesOnly {
        guard let texture = try? Texture(contentsOf: url) else { return 1 }
        view.image = ZoomImage(texture: texture)
        open.texture = texture
    } else {
        guard let figures = measureOpen(url: url, view: view, picture: picture, viewSize: viewSize) else {
            print("bench-touch: cannot decode \(imagePath)")
            return 1
        }
        open = figures
    }
    guard let texture = open.texture else { return 1 }
    let imageSize = ZoomSize(width: Double(texture.width), height: Double(texture.height))
    let fit = ZoomState(imageSize: imageSize, viewSize: viewSize)
    let all = sweeps(fit: fit, viewSize: viewSize).enumerated()
        .filter { only == nil || $0.offset + 1 == only }.map(\.element)

    let recorder = FrameRecorder(widget: view)
    // Each sweep twice: without, then with the kept X11 shared-memory pool (ZoomView.h);
    // the peer runs after, with the pool kept (the same present as ours).
    var ours: [(wall: [Double], cpu: [Double])] = []
    var unkept: [(wall: [Double], cpu: [Double])] = []
    for keep in [false, true] {
        ZoomView.keepSharedMemoryPool(keep)
        for sweep in all {
            let show = { (s: ZoomState) in
                view.setTransform(scale: s.scale, offsetX: s.offset.x, offsetY: s.offset.y)
            }
            show(sweep.state(0, frames))
            MainContext.iterate(until: { false }, timeout: 0.1)
            let figures = recorder.animate(view, frames) { i in show(sweep.state(i, frames)) }
            if keep { ours.append(figures) } else { unkept.append(figures) }
        }
    }
    let keptPool = view.holdsSharedMemoryPool
    window.destroy()

    // The peer draws the whole texture each frame: far slower, so fewer frames (the
    // same transforms, spread over the same range).
    let peerFrames = max(20, frames / 4)
    var peers: [(wall: [Double], cpu: [Double])] = []
    if !framesOnly {
        let peer = PeerPicture(texture: texture)
        peerWindow.child = peer.root
        MainContext.iterate(until: { peer.root.width > 0 && peer.root.isMapped }, timeout: 10)
        let peerRecorder = FrameRecorder(widget: peer.root)
        for sweep in all {
            peer.show(sweep.state(0, peerFrames))
            MainContext.iterate(until: { false }, timeout: 0.1)
            peers.append(peerRecorder.animate(peer.root, peerFrames) { i in peer.show(sweep.state(i, peerFrames)) })
        }
    }
    peerWindow.destroy()

    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print(
        String(
            format: "bench-touch: %d×%d px (%.1f MP), %d KiB file, view %d×%d, GSK_RENDERER=%@",
            Int(imageSize.width), Int(imageSize.height), imageSize.width * imageSize.height / 1e6,
            bytes / 1024, Int(viewSize.width), Int(viewSize.height), renderer))
    print("load average (1 min) before: \(loadBefore), after: \(loadAverage()) (2 cores)")
    print("")
    if !framesOnly {
        open.print()
        print("")
    }
    print("ZoomView kept the X11 shared-memory pool: \(keptPool ? "yes" : "no (not X11 + cairo)")")
    print("Frame work (ms): wall = before-paint → after-paint + X round trip; cpu = main thread's CPU time")
    print(
        "| sweep" + String(repeating: " ", count: 60)
            + "| frames | wall med | wall p95 | wall max |  cpu med |  cpu p95 |")
    print("|" + String(repeating: "-", count: 66) + "|--------|----------|----------|----------|----------|----------|")
    for (index, sweep) in all.enumerated() {
        let before = unkept[index]
        print(Figures(name: "ZoomView, no kept pool: " + sweep.name, values: before.wall, cpu: before.cpu).row)
        print(Figures(name: "ZoomView: " + sweep.name, values: ours[index].wall, cpu: ours[index].cpu).row)
        if index < peers.count {
            print(Figures(name: "peer GtkPicture: " + sweep.name, values: peers[index].wall, cpu: peers[index].cpu).row)
        }
    }
    print("")
    for (index, sweep) in all.enumerated() {
        let mine = Figures(name: "", values: ours[index].wall)
        var line = String(format: "%@: ZoomView p95 %.2f ms (budget 16 ms)", sweep.name, mine.p95)
        if index < peers.count {
            let peer = Figures(name: "", values: peers[index].wall)
            line += String(
                format: "; / GtkPicture: median %.3f×, p95 %.3f×",
                mine.median / peer.median, mine.p95 / peer.p95)
        }
        print(line)
    }
    return 0
}

var arguments = Array(CommandLine.arguments.dropFirst())
let framesOnly = arguments.contains("--frames-only")
arguments.removeAll { $0 == "--frames-only" }
var only: Int?
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
    only = Int(arguments[index + 1])
    arguments.removeSubrange(index...(index + 1))
}
guard !arguments.isEmpty else {
    print("usage: bench-touch IMAGE [frames] [--frames-only] [--only N]")
    exit(2)
}
let frames = arguments.count >= 2 ? max(10, Int(arguments[1]) ?? 120) : 120
let status = MainActor.assumeIsolated {
    run(imagePath: arguments[0], frames: frames, framesOnly: framesOnly, only: only)
}
exit(status)
