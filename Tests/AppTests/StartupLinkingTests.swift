import Foundation
import XCTest

/// The executable does not link the libraries it opens on first use (libsoup 3 and the
/// libphonenumber shim with ICU, protobuf and abseil), so a start does not load them.
final class StartupLinkingTests: XCTestCase {
    /// The libraries `ldd` lists for the drilldown executable built beside the tests.
    func linkedLibraries() throws -> [String] {
        let bin = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // The tests run from <bin>/DrilldownPackageTests.xctest (a file on Linux).
        let exe = bin.appendingPathComponent("drilldown")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [exe.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "ldd \(exe.path)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) }
    }

    func testTheExecutableLinksNeitherLibsoupNorLibphonenumber() throws {
        let libraries = try linkedLibraries()
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libgtk-4") }, "ldd read the executable: \(libraries)")
        for lazy in ["libsoup-3.0", "libphonenumber", "libprotobuf", "libicui18n", "libabsl_", "libgssapi_krb5"] {
            XCTAssertFalse(libraries.contains { $0.hasPrefix(lazy) }, "\(lazy) is linked: \(libraries)")
        }
    }
}
