import Foundation
import Testing

@testable import Model

/// The catalogue folder is found when installed, when run from a SwiftPM build of the
/// source tree, and where $DRILLDOWN_LOCALEDIR says.
@Suite struct LocalizationSetupTests {
    /// A scratch folder with `drilldown.mo` files at the given relative folders.
    static func tree(withCataloguesIn folders: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drilldown-locale-\(UUID().uuidString)")
        for folder in folders {
            let dir = root.appendingPathComponent(folder).appendingPathComponent("it/LC_MESSAGES")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data().write(to: dir.appendingPathComponent("drilldown.mo"))
        }
        return root
    }

    @Test func environmentOverrides() throws {
        let root = try Self.tree(withCataloguesIn: ["usr/share/locale"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Localization.localeDirectory(
            environment: ["DRILLDOWN_LOCALEDIR": "/opt/x/locale"],
            executable: root.appendingPathComponent("usr/bin/drilldown"),
            sourceTree: nil)
        #expect(found?.path == "/opt/x/locale")
    }

    @Test func installedPrefixIsFound() throws {
        let root = try Self.tree(withCataloguesIn: ["usr/share/locale"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Localization.localeDirectory(
            environment: [:],
            executable: root.appendingPathComponent("usr/bin/drilldown"),
            sourceTree: nil)
        #expect(found == root.appendingPathComponent("usr/share/locale").standardizedFileURL)
    }

    @Test func swiftPMBuildFindsTheSourceTreesBuildFolder() throws {
        let root = try Self.tree(withCataloguesIn: ["src/build/locale"])
        defer { try? FileManager.default.removeItem(at: root) }
        let exe = root.appendingPathComponent("src/.build/x86_64-unknown-linux-gnu/debug/drilldown")
        let found = Localization.localeDirectory(environment: [:], executable: exe, sourceTree: nil)
        #expect(found == root.appendingPathComponent("src/build/locale").standardizedFileURL)
    }

    @Test func foldersWithoutOurCatalogueDoNotCount() throws {
        let root = try Self.tree(withCataloguesIn: [])
        defer { try? FileManager.default.removeItem(at: root) }
        // Another program's catalogue in share/locale is not ours.
        let other = root.appendingPathComponent("usr/share/locale/it/LC_MESSAGES")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data().write(to: other.appendingPathComponent("gtk40.mo"))
        let found = Localization.localeDirectory(
            environment: [:],
            executable: root.appendingPathComponent("usr/bin/drilldown"),
            sourceTree: nil)
        #expect(found == nil)
    }

    @Test func sourceTreeIsTheLastResort() throws {
        let root = try Self.tree(withCataloguesIn: ["checkout/build/locale"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Localization.localeDirectory(
            environment: [:], executable: nil,
            sourceTree: root.appendingPathComponent("checkout"))
        #expect(found == root.appendingPathComponent("checkout/build/locale").standardizedFileURL)
    }
}
