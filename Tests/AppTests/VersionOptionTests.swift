import Foundation
import XCTest

@testable import DrilldownApp

/// `drilldown --version` prints the version meson.build gives the release (the Debian
/// package's version, meson-helpers/package-deb.sh), without starting GTK.
final class VersionOptionTests: XCTestCase {
    /// The `version:` of meson.build's `project(...)`.
    func mesonVersion() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let meson = try String(contentsOf: root.appendingPathComponent("meson.build"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"project\([^)]*?\bversion:\s*'([^']+)'"#)
        let range = NSRange(meson.startIndex..., in: meson)
        guard let match = pattern.firstMatch(in: meson, range: range),
            let version = Range(match.range(at: 1), in: meson)
        else {
            XCTFail("no version in meson.build's project()")
            return ""
        }
        return String(meson[version])
    }

    func testTheExecutablePrintsMesonsVersionWithoutADisplay() throws {
        let bin = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = bin.appendingPathComponent("drilldown")
        process.arguments = ["--version"]
        // No display and no session bus: the answer must not need them.
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"] { environment[name] = nil }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "drilldown \(try mesonVersion())\n")
    }

    func testOnlyAnOptionBeforeTheEndOfOptionsAsksForTheVersion() {
        XCTAssertEqual(
            DrilldownApplication.versionLine(arguments: ["drilldown", "--version"]), "drilldown \(AppInfo.version)")
        XCTAssertNil(DrilldownApplication.versionLine(arguments: ["drilldown"]))
        XCTAssertNil(DrilldownApplication.versionLine(arguments: ["drilldown", "a.plist"]))
        XCTAssertNil(DrilldownApplication.versionLine(arguments: ["drilldown", "--", "--version"]))
    }
}
