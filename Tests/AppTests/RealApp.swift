import Foundation
import XCTest

/// The real executable started as a person starts it, on the test display, with its own
/// D-Bus session bus (`dbus-run-session`), its settings in a GSettings key file under a
/// temporary `XDG_CONFIG_HOME` and the app's schema compiled from `data/` into a
/// temporary folder (`GSETTINGS_SCHEMA_DIR`). Several runs of one `RealApp.Home` share
/// the settings and user data, as a person's runs on the same account do.
/// Driven and read from outside with xdotool and xprop, as a person sees it.
final class RealApp {
    /// The folders several runs share.
    final class Home {
        let root: URL
        var config: URL { root.appendingPathComponent("config") }
        var data: URL { root.appendingPathComponent("data") }
        var schemas: URL { root.appendingPathComponent("schemas") }
        var keyfile: URL { config.appendingPathComponent("glib-2.0/settings/keyfile") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-real-\(UUID().uuidString)")
            for folder in [config, data, schemas, root.appendingPathComponent("cache")] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let (status, output) = try RealApp.run(
                "/usr/bin/glib-compile-schemas",
                ["--strict", "--targetdir=" + schemas.path, RealApp.source("data").path])
            XCTAssertEqual(status, 0, output)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// The app's settings as the key file holds them ("window-width=1000" lines).
        func savedSettings() -> String { (try? String(contentsOf: keyfile, encoding: .utf8)) ?? "" }

        /// Writes the app's settings as if an earlier run had saved them.
        func save(settings lines: [String]) throws {
            try FileManager.default.createDirectory(
                at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (["[io/github/drilldown/Drilldown]"] + lines).joined(separator: "\n")
                .write(to: keyfile, atomically: true, encoding: .utf8)
        }
    }

    /// A virtual screen of its own with GNOME's window manager (mutter, as an X11 window
    /// manager), for what only a window manager does: maximizing. Ended when released.
    final class Desktop {
        private let session: Process
        /// mutter's process: x-session.sh ends its screen once mutter has exited.
        private var windowManager: Int32?
        let environment: [String: String]

        init() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "drilldown-desktop-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            session = Process()
            session.executableURL = RealApp.source("meson-helpers/x-session.sh")
            session.arguments = [
                "1280x800", "/bin/sh", "-c",
                "printf '%s\\n%s\\n%s\\n' \"$DISPLAY\" \"$XAUTHORITY\" $$ > \"$0\"; exec mutter --x11 --replace",
                file.path,
            ]
            session.standardOutput = FileHandle.nullDevice
            session.standardError = FileHandle.nullDevice
            try session.run()
            var lines: [String] = []
            XCTAssertTrue(
                RealApp.wait(seconds: 60) {
                    lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(
                        String.init)
                    return lines.count == 3
                }, "the virtual screen did not start")
            environment = lines.count == 3 ? ["DISPLAY": lines[0], "XAUTHORITY": lines[1]] : [:]
            windowManager = lines.count == 3 ? Int32(lines[2]) : nil
            // The window manager is up once it has claimed the screen.
            XCTAssertTrue(
                RealApp.wait(seconds: 60) {
                    (try? RealApp.run(
                        "/usr/bin/xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"], environment: self.merged))?
                        .1.contains("window id") == true
                }, "mutter did not start")
        }

        /// The test process's environment on this screen.
        var merged: [String: String] { ProcessInfo.processInfo.environment.merging(environment) { $1 } }

        deinit {
            if let windowManager { kill(windowManager, SIGTERM) } else { session.terminate() }
            session.waitUntilExit()
        }
    }

    let home: Home
    private let desktop: Desktop?
    private let process: Process
    private let pidFile: URL
    private(set) var window = ""

    /// Starts the app (`arguments` as on its command line) and waits for its window.
    init(
        home: Home, desktop: Desktop? = nil, arguments: [String] = [], environment extra: [String: String] = [:]
    )
        throws
    {
        self.home = home
        self.desktop = desktop
        pidFile = home.root.appendingPathComponent("pid-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil else {
            throw XCTSkip("no display: run the GUI tests through meson-helpers/test.sh")
        }
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["GSETTINGS_SCHEMA_DIR"] = home.schemas.path
        environment["XDG_CONFIG_HOME"] = home.config.path
        environment["XDG_DATA_HOME"] = home.data.path
        environment["XDG_CACHE_HOME"] = home.root.appendingPathComponent("cache").path
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        for (key, value) in extra.merging(desktop?.environment ?? [:], uniquingKeysWith: { $1 }) {
            environment[key] = value
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("drilldown")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        // The shell writes its PID, then becomes the app: xdotool finds the window by it.
        process.arguments =
            ["--", "/bin/sh", "-c", "echo $$ > \"$0\"; exec \"$@\"", pidFile.path, executable.path]
            + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let found = try Self.wait(seconds: 60) { () throws -> Bool in
            guard let pid = try? String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespaces),
                !pid.isEmpty
            else { return false }
            let (status, ids) = try tool(
                "/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", pid.trimmingCharacters(in: .newlines)])
            guard status == 0, let id = ids.split(separator: "\n").last else { return false }
            window = String(id)
            return true
        }
        XCTAssertTrue(found, "the app's window did not show")
    }

    deinit { if process.isRunning { process.terminate() } }

    /// The window's title (the top page's title).
    var title: String { (try? tool("/usr/bin/xdotool", ["getwindowname", window]).1) ?? "" }

    /// The window's size on screen.
    var size: (width: Int, height: Int) {
        let text = (try? tool("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window]).1) ?? ""
        func value(_ name: String) -> Int {
            text.split(separator: "\n").first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
                ?? -1
        }
        return (value("WIDTH"), value("HEIGHT"))
    }

    /// The window's `_NET_WM_STATE` (what the app asked the window manager for).
    var windowManagerState: String {
        (try? tool("/usr/bin/xprop", ["-id", window, "_NET_WM_STATE"]).1) ?? ""
    }

    /// The size GTK last laid the window out at (its `_NET_WM_OPAQUE_REGION`, set after
    /// each layout): the app has seen a resize once this matches the window's size.
    var laidOutSize: (width: Int, height: Int) {
        let text = (try? tool("/usr/bin/xprop", ["-id", window, "_NET_WM_OPAQUE_REGION"]).1) ?? ""
        let numbers =
            text.split(separator: "=").last?.split(separator: ",").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            } ?? []
        return numbers.count == 4 ? (numbers[2], numbers[3]) : (-1, -1)
    }

    /// Resizes the window as a window manager does when the user drags its edge.
    /// Waits until the app has laid the window out at that size.
    func resize(width: Int, height: Int) throws {
        XCTAssertEqual(try tool("/usr/bin/xdotool", ["windowsize", window, "\(width)", "\(height)"]).0, 0)
        XCTAssertTrue(Self.wait(seconds: 30) { laidOutSize == (width, height) }, "\(laidOutSize)")
    }

    /// Double-clicks the header bar `x` pixels from its start (GTK's titlebar double click
    /// maximizes, through the window manager), then waits until the app has laid the window
    /// out maximized. Under a compositing window manager the X window holds the shadows
    /// around the window too (`_GTK_FRAME_EXTENTS`: left, right, top, bottom).
    func doubleClickHeaderBar(x: Int) throws {
        let extents = (try? tool("/usr/bin/xprop", ["-id", window, "_GTK_FRAME_EXTENTS"]).1) ?? ""
        let margins =
            extents.split(separator: "=").last?.split(separator: ",").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            } ?? []
        let (left, top) = margins.count == 4 ? (margins[0], margins[2]) : (0, 0)
        XCTAssertEqual(
            try tool("/usr/bin/xdotool", ["mousemove", "--window", window, "\(left + x)", "\(top + 20)"]).0, 0)
        XCTAssertEqual(try tool("/usr/bin/xdotool", ["click", "--repeat", "2", "--delay", "80", "1"]).0, 0)
        XCTAssertTrue(
            Self.wait(seconds: 30) { windowManagerState.contains("MAXIMIZED_HORZ") && laidOutSize == size },
            windowManagerState)
    }

    /// Presses `keys` (xdotool's names: "ctrl+w", "F1") with the keyboard focus on the window.
    func press(_ keys: String) throws {
        XCTAssertEqual(try tool("/usr/bin/xdotool", ["windowfocus", "--sync", window]).0, 0)
        XCTAssertEqual(try tool("/usr/bin/xdotool", ["key", "--clearmodifiers", keys]).0, 0)
    }

    /// Runs an X tool on the app's screen.
    @discardableResult
    func tool(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
        try Self.run(path, arguments, environment: desktop?.merged)
    }

    /// Waits until the app has exited; false when it is still running after `seconds`.
    func waitForExit(seconds: Double = 60) -> Bool {
        Self.wait(seconds: seconds) { !process.isRunning }
    }

    /// Waits until the window's title is `expected`.
    func waitForTitle(_ expected: String) -> Bool { Self.wait(seconds: 60) { title == expected } }

    /// A file or folder of the source tree.
    static func source(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
    }

    /// Runs `tool`; its exit status and output (standard output and error).
    @discardableResult
    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String]? = nil
    ) throws -> (
        Int32, String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus,
            String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }

    /// Polls `condition` until it holds; false when it still does not after `seconds`
    /// (a limit for a hung app, not a timing the test measures).
    static func wait(seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        return try condition()
    }
}
