import Foundation
import XCTest

/// The real executable, started by D-Bus activation as GNOME Shell starts it: a private
/// bus whose service folder holds the app's service file, then `gdbus call`s to the
/// provider on the app's bus name. Needs the display of meson-helpers/test.sh.
final class SearchProviderActivationTests: XCTestCase {
    static let busName = "io.github.drilldown.Drilldown"
    static let objectPath = "/io/github/drilldown/Drilldown/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"

    func testGdbusCallStartsTheAppAndActivateResultShowsThePage() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil else {
            return XCTFail("no display: run the GUI tests through meson-helpers/test.sh")
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("drilldown")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: executable.path), "build the app first: \(executable.path)")

        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drilldown-activation-\(UUID().uuidString)")
        let services = root.appendingPathComponent("services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let address = "unix:path=" + root.appendingPathComponent("bus").path

        // The installed service file, with the built binary in place of @bindir@.
        let template = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("data/\(Self.busName).service.in"), encoding: .utf8)
        try template.replacingOccurrences(of: "@bindir@/drilldown", with: executable.path)
            .write(to: services.appendingPathComponent("\(Self.busName).service"), atomically: true, encoding: .utf8)
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>\(address)</listen>
              <servicedir>\(services.path)</servicedir>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        let configFile = root.appendingPathComponent("bus.conf")
        try config.write(to: configFile, atomically: true, encoding: .utf8)

        // Activated services inherit the bus's environment: its own address, the test
        // display, and a fresh data folder.
        var busEnvironment = environment
        busEnvironment["DBUS_SESSION_BUS_ADDRESS"] = address
        busEnvironment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--nofork", "--config-file=" + configFile.path]
        daemon.environment = busEnvironment
        try daemon.run()
        var appPID: Int32?
        defer {
            if let appPID { kill(appPID, SIGTERM) }
            daemon.terminate()
            daemon.waitUntilExit()
        }
        XCTAssertTrue(
            RealApp.wait(seconds: 10) {
                FileManager.default.fileExists(atPath: root.appendingPathComponent("bus").path)
            })

        func call(_ method: String, _ arguments: [String]) throws -> (Int32, String) {
            try RealApp.run(
                "/usr/bin/gdbus",
                [
                    "call", "--address", address, "--dest", Self.busName, "--object-path", Self.objectPath,
                    "--method", Self.interface + "." + method, "--timeout", "60",
                ] + arguments,
                environment: busEnvironment)
        }
        // The app is not running: the call starts it.
        let (status, initial) = try call("GetInitialResultSet", ["['eleph']"])
        XCTAssertEqual(status, 0, initial)
        XCTAssertEqual(initial, "(['zoo:1:'],)")
        let (_, pid) = try RealApp.run(
            "/usr/bin/gdbus",
            [
                "call", "--address", address, "--dest", "org.freedesktop.DBus",
                "--object-path", "/org/freedesktop/DBus",
                "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", Self.busName,
            ],
            environment: busEnvironment)
        appPID = Int32(pid.filter(\.isNumber))
        XCTAssertNotNil(appPID, pid)

        let (_, metas) = try call("GetResultMetas", ["['zoo:1:']"])
        XCTAssertTrue(metas.contains("'name': <'Elephant'>"), metas)
        XCTAssertTrue(metas.contains("'description': <'My Zoo'>"), metas)

        // ActivateResult opens a window on the item's page (its title is the page's).
        let (activated, reply) = try call("ActivateResult", ["countries::1", "['green']", "0"])
        XCTAssertEqual(activated, 0, reply)
        XCTAssertTrue(
            try RealApp.wait(seconds: 20) {
                try RealApp.run("/usr/bin/xdotool", ["search", "--name", "^Selected Country$"]).0 == 0
            }, "no window titled Selected Country")
    }
}
