import CGtk
import Foundation
import XCTest

@testable import DrilldownApp

/// The files meson installs for the desktop: the desktop entry (D-Bus activatable), the
/// D-Bus service that starts the app, and the Shell search provider's .ini, read with
/// GLib's key file parser as gnome-shell and dbus-daemon read them.
final class DesktopIntegrationFilesTests: XCTestCase {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data")

    /// The value of `key` in `group` of the key file at `url`, read by GLib.
    static func keyFile(_ url: URL) throws -> (String, String) throws -> String {
        let file = g_key_file_new()
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, url.path, G_KEY_FILE_NONE, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "?"
            g_error_free(error)
            g_key_file_free(file)
            throw NSError(
                domain: "keyfile", code: 1,
                userInfo: [NSLocalizedDescriptionKey: "\(url.lastPathComponent): \(message)"])
        }
        return { group, key in
            var error: UnsafeMutablePointer<GError>?
            guard let value = g_key_file_get_string(file, group, key, &error) else {
                g_error_free(error)
                throw NSError(
                    domain: "keyfile", code: 2,
                    userInfo: [NSLocalizedDescriptionKey: "no \(group)/\(key) in \(url.lastPathComponent)"])
            }
            defer { g_free(value) }
            return String(cString: value)
        }
    }

    func testSearchProviderIniNamesTheAppAndTheProviderObject() throws {
        let value = try Self.keyFile(Self.data.appendingPathComponent("\(AppInfo.id).search-provider.ini"))
        let group = "Shell Search Provider"
        try MainActor.assumeIsolated {
            XCTAssertEqual(try value(group, "DesktopId"), AppInfo.id + ".desktop")
            XCTAssertEqual(try value(group, "BusName"), AppInfo.id)
            XCTAssertEqual(try value(group, "ObjectPath"), ShellSearchProvider.objectPath)
            XCTAssertEqual(try value(group, "Version"), "2")
        }
    }

    func testServiceFileStartsTheAppAsAService() throws {
        let value = try Self.keyFile(Self.data.appendingPathComponent("\(AppInfo.id).service.in"))
        XCTAssertEqual(try value("D-BUS Service", "Name"), AppInfo.id)
        XCTAssertEqual(try value("D-BUS Service", "Exec"), "@bindir@/drilldown --gapplication-service")
    }

    func testDesktopFileIsValidAndDBusActivatable() throws {
        let desktop = Self.data.appendingPathComponent("\(AppInfo.id).desktop")
        let value = try Self.keyFile(desktop)
        XCTAssertEqual(try value("Desktop Entry", "DBusActivatable"), "true")
        // Exactly the documents Drill Down opens ("Open With" offers the app for them).
        let types = try value("Desktop Entry", "MimeType").split(separator: ";").map(String.init)
        XCTAssertEqual(types, MainActor.assumeIsolated { DrillDownSection.documentTypes })
        let validate = Process()
        validate.executableURL = URL(fileURLWithPath: "/usr/bin/desktop-file-validate")
        validate.arguments = [desktop.path]
        let output = Pipe()
        validate.standardOutput = output
        validate.standardError = output
        try validate.run()
        validate.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(validate.terminationStatus, 0, text)
        XCTAssertEqual(text, "", "no error, warning or hint")
    }
}
