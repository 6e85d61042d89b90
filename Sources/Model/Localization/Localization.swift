import CIntl
import Foundation

/// Start-up of gettext for the domain `drilldown`: the process locale from the
/// environment, and the folder the compiled catalogues (`.mo` files) are read from.
///
/// Call `Localization.setUp()` once, first thing in `main`, before GTK starts and
/// before any `tr()`: GTK would call `setlocale` itself, but the text domain must be
/// bound before the first string is translated.
///
/// The catalogue folder is found, in order:
/// 1. `$DRILLDOWN_LOCALEDIR` (used as given);
/// 2. `<prefix>/share/locale` next to an installed executable (`<prefix>/bin/drilldown`);
/// 3. `build/locale` of the source tree when run from a SwiftPM build
///    (`.build/<triple>/<config>/drilldown`), produced by
///    `meson-helpers/build-translations.sh`;
/// 4. the `build/locale` of the source tree this file was compiled from (tests, tools).
/// A candidate counts only if it holds at least one `*/LC_MESSAGES/drilldown.mo`;
/// when none does, gettext's own default folder is kept and the app shows English.
public enum Localization {
    /// What `setUp` did, for logs and the Formats page.
    public struct Setup: Sendable, Equatable {
        /// The folder bound to the text domain, or nil when gettext's default was kept.
        public var localeDirectory: URL?
        /// The locale name glibc accepted for `LC_ALL` (for example "it_IT.UTF-8"),
        /// or the fallback it fell back to when the user's locale is not installed.
        public var processLocale: String
        /// False when the locale named by the environment is not installed on this
        /// system: messages still follow `LANGUAGE`, but C functions use "C.UTF-8".
        public var environmentLocaleAvailable: Bool
    }

    /// Sets the process locale from the environment and binds the `drilldown` text
    /// domain (UTF-8) to the catalogue folder. Safe to call more than once.
    @discardableResult
    public static func setUp(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
    ) -> Setup {
        var available = true
        if setlocale(LC_ALL, "") == nil {
            // The user's locale is not generated here (locale-gen). Keep a UTF-8 locale
            // that is not "C": gettext ignores LANGUAGE while LC_MESSAGES is "C".
            available = false
            _ = setlocale(LC_ALL, "C.UTF-8")
        }
        let processLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        let directory = localeDirectory(environment: environment, executable: executable)
        let domain = ModelLayer.textDomain
        if let directory {
            _ = bindtextdomain(domain, directory.path)
        }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
        return Setup(
            localeDirectory: directory, processLocale: processLocale,
            environmentLocaleAvailable: available)
    }

    /// The catalogue folder for this process (see the type's documentation for the
    /// order), or nil when no candidate holds a `drilldown.mo`.
    public static func localeDirectory(
        environment: [String: String],
        executable: URL?,
        sourceTree: URL? = defaultSourceTree
    ) -> URL? {
        if let dir = environment["DRILLDOWN_LOCALEDIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true).standardizedFileURL
        }
        return candidateDirectories(executable: executable, sourceTree: sourceTree)
            .first(where: holdsCatalogue)?.standardizedFileURL
    }

    /// The places looked at after `$DRILLDOWN_LOCALEDIR`, best first.
    static func candidateDirectories(executable: URL?, sourceTree: URL?) -> [URL] {
        var candidates: [URL] = []
        if let exe = executable?.resolvingSymlinksInPath() {
            let bin = exe.deletingLastPathComponent()
            candidates.append(
                bin.deletingLastPathComponent()
                    .appendingPathComponent("share/locale", isDirectory: true))
            // From a SwiftPM build: walk up from .build/<triple>/<config>/ to the source tree.
            var dir = bin
            for _ in 0..<6 {
                candidates.append(dir.appendingPathComponent("build/locale", isDirectory: true))
                dir = dir.deletingLastPathComponent()
            }
        }
        if let sourceTree {
            candidates.append(sourceTree.appendingPathComponent("build/locale", isDirectory: true))
        }
        return candidates
    }

    /// The source tree this file was compiled from (Sources/Model/Localization/ → root).
    public static let defaultSourceTree: URL? = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// True when `directory` holds `<lang>/LC_MESSAGES/drilldown.mo` for some language.
    static func holdsCatalogue(_ directory: URL) -> Bool {
        let fm = FileManager.default
        guard let languages = try? fm.contentsOfDirectory(atPath: directory.path) else { return false }
        let file = "LC_MESSAGES/\(ModelLayer.textDomain).mo"
        return languages.contains {
            fm.fileExists(atPath: directory.appendingPathComponent($0).appendingPathComponent(file).path)
        }
    }
}
