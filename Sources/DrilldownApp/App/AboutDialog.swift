import Foundation
import Gtk
import Model

/// "About Drilldown" from the main menu: libadwaita's About window with the version,
/// license, credits and the release notes of the bundled metainfo file.
@MainActor
enum AboutDialog {
    /// The window currently shown, if any (kept until it closes).
    private(set) static var shown: AboutWindow?

    /// What the About window shows; the release notes come from `metainfo` (nil when
    /// the file could not be read: the window then goes without them).
    static func info(metainfo: AppMetainfo?, location: DataLocation? = nil) -> AboutWindow.Info {
        var info = AboutWindow.Info(
            applicationName: tr("Drilldown"), applicationIcon: AppInfo.id, version: AppInfo.version)
        info.developerName = "The Drilldown authors"
        info.comments = tr(
            "The classic iPhone SDK tutorial apps — drill-down tables, searchable lists, SQLite, XML, JSON, multi-touch, pickers and localization — as one GNOME desktop app."
        )
        info.copyright = "© 2026 The Drilldown authors"
        info.license = .mitX11
        info.developers = ["The Drilldown authors"]
        let credits = tr("translator-credits")
        if credits != "translator-credits" { info.translatorCredits = credits }
        if let release = metainfo?.releases.first(where: { $0.version == AppInfo.version }) ?? metainfo?.latest,
            !release.notes.isEmpty
        {
            info.releaseNotesVersion = release.version
            info.releaseNotes = release.notes
        }
        if let location {
            info.debugInfo = troubleshooting(location).text
            info.debugInfoFilename = "drilldown-troubleshooting.txt"
        }
        return info
    }

    /// The Troubleshooting page's text: versions and where the data is.
    static func troubleshooting(_ location: DataLocation) -> TroubleshootingInfo {
        TroubleshootingInfo(
            appVersion: AppInfo.version, gtk: ToolkitVersion.gtk, libadwaita: ToolkitVersion.libadwaita,
            userData: location.userData.path, bundledData: location.bundledData.path)
    }

    /// Shows the About window over `parent`.
    static func present(over parent: Window, location: DataLocation) {
        let file = location.bundledData.appendingPathComponent(AppInfo.id + ".metainfo.xml")
        // Without the file the window still shows everything but the release notes;
        // that is not worth an error dialog for the user.
        let metainfo = try? AppMetainfo.read(contentsOf: file)
        let window = AboutWindow(info: info(metainfo: metainfo, location: location), parent: parent)
        shown = window
        window.onCloseRequest { [weak window] in
            if shown === window { shown = nil }
            return false
        }
        window.present()
    }
}
