import Foundation

/// Where the bundled read-only data (`data/` in the source tree) and the user's
/// databases live.
///
/// Bundled data is found, in order: `$DRILLDOWN_DATADIR`; `<prefix>/share/drilldown`
/// next to an installed executable; the `data/` folder of the source tree when run from
/// a SwiftPM build (`.build/<config>/drilldown`). User data goes to
/// `$XDG_DATA_HOME/drilldown` (normally `~/.local/share/drilldown`).
public struct DataLocation: Sendable, Equatable {
    /// The folder holding `drilldown.plist`, `books.xml`, `trends.json`, `sql/`, `images/`.
    public var bundledData: URL
    /// The folder for the user's databases (created on demand by the stores).
    public var userData: URL
    /// The folder for saved copies of web documents (`WebCache`).
    public var webCache: URL

    /// Without `webCache`, saved web copies go to `userData/web-cache` (tests and tools
    /// that use a scratch folder keep everything in it).
    public init(bundledData: URL, userData: URL, webCache: URL? = nil) {
        self.bundledData = bundledData
        self.userData = userData
        self.webCache = webCache ?? userData.appendingPathComponent("web-cache", isDirectory: true)
    }

    /// The locations for this process, from the environment and the executable's path;
    /// saved web copies under `$XDG_CACHE_HOME/drilldown/web`.
    public static func current(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
    ) -> DataLocation {
        DataLocation(
            bundledData: findBundledData(environment: environment, executable: executable),
            userData: userDataDirectory(environment: environment),
            webCache: WebCache.standardDirectory(environment: environment))
    }

    /// `$XDG_DATA_HOME/drilldown`, or `~/.local/share/drilldown` when unset or relative
    /// (the XDG spec says relative values are invalid and must be ignored).
    public static func userDataDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("drilldown", isDirectory: true)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/drilldown", isDirectory: true)
    }

    static func findBundledData(environment: [String: String], executable: URL?) -> URL {
        var candidates: [URL] = []
        if let dir = environment["DRILLDOWN_DATADIR"], !dir.isEmpty {
            candidates.append(URL(fileURLWithPath: dir, isDirectory: true))
        }
        if let exe = executable?.resolvingSymlinksInPath() {
            let bin = exe.deletingLastPathComponent()
            candidates.append(
                bin.deletingLastPathComponent().appendingPathComponent("share/drilldown", isDirectory: true))
            // From a SwiftPM build: walk up from .build/<triple>/<config>/ to the source tree.
            var dir = bin
            for _ in 0..<6 {
                candidates.append(dir.appendingPathComponent("data", isDirectory: true))
                dir = dir.deletingLastPathComponent()
            }
        }
        // Last resort, run from the build tree (`swift run`, the tests, the benchmarks): the
        // source tree this file was compiled from.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("data", isDirectory: true))
        let fm = FileManager.default
        for candidate in candidates
        where fm.fileExists(atPath: candidate.appendingPathComponent("drilldown.plist").path) {
            return candidate.standardizedFileURL
        }
        return candidates.last ?? source
    }
}
