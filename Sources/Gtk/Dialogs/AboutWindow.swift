import CGtk

/// The About window (`AdwAboutWindow`): name, icon, version, license, credits, links
/// and release notes, with GNOME's look and its own pages for credits and legal text.
@MainActor
public final class AboutWindow: Window {
    /// What the window shows. `releaseNotes` is in AppStream's description markup
    /// (`<p>`, `<ul>`, `<li>`, `<em>`, `<code>`).
    public struct Info: Sendable {
        public var applicationName: String
        public var applicationIcon: String
        public var version: String
        public var developerName: String = ""
        public var comments: String = ""
        public var website: String = ""
        public var issueURL: String = ""
        public var copyright: String = ""
        public var license: License = .mitX11
        public var developers: [String] = []
        public var translatorCredits: String = ""
        public var releaseNotesVersion: String = ""
        public var releaseNotes: String = ""
        /// Plain text for the Troubleshooting page (copied or saved as `debugInfoFilename`).
        public var debugInfo: String = ""
        public var debugInfoFilename: String = ""

        public init(applicationName: String, applicationIcon: String, version: String) {
            self.applicationName = applicationName
            self.applicationIcon = applicationIcon
            self.version = version
        }
    }

    /// The licenses the app may name (GtkLicense).
    public enum License: Sendable, Equatable {
        case mitX11, gpl30OrLater, lgpl21OrLater
        var gtk: GtkLicense {
            switch self {
            case .mitX11: GTK_LICENSE_MIT_X11
            case .gpl30OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            }
        }
    }

    public let info: Info

    public init(info: Info, parent: Window?) {
        self.info = info
        super.init(UnsafeMutableRawPointer(adw_about_window_new()))
        let about = opaque
        adw_about_window_set_application_name(about, info.applicationName)
        adw_about_window_set_application_icon(about, info.applicationIcon)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_developer_name(about, info.developerName)
        adw_about_window_set_comments(about, info.comments)
        if !info.website.isEmpty { adw_about_window_set_website(about, info.website) }
        if !info.issueURL.isEmpty { adw_about_window_set_issue_url(about, info.issueURL) }
        adw_about_window_set_copyright(about, info.copyright)
        adw_about_window_set_license_type(about, info.license.gtk)
        if !info.developers.isEmpty {
            withCStrings(info.developers) { adw_about_window_set_developers(about, $0) }
        }
        if !info.translatorCredits.isEmpty { adw_about_window_set_translator_credits(about, info.translatorCredits) }
        if !info.releaseNotes.isEmpty {
            adw_about_window_set_release_notes_version(about, info.releaseNotesVersion)
            adw_about_window_set_release_notes(about, info.releaseNotes)
        }
        if !info.debugInfo.isEmpty {
            adw_about_window_set_debug_info(about, info.debugInfo)
            if !info.debugInfoFilename.isEmpty {
                adw_about_window_set_debug_info_filename(about, info.debugInfoFilename)
            }
        }
        isModal = true
        setTransient(for: parent)
        setDestroyWithParent(true)
    }

    private var about: OpaquePointer { opaque }

}
