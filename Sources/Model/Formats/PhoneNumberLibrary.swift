internal import CPhoneNumber
import Foundation

/// libphonenumber, reached through `libdrilldown-phonenumber.so` (Sources/PhoneNumberShim),
/// which is opened on the first phone number rather than linked: libphonenumber's
/// ICU, protobuf and abseil libraries would otherwise be loaded by every start.
enum PhoneNumberLibrary {
    /// The result of opening the shared object; computed once, on first use.
    static let loaded: Result<Void, PhoneNumberProblem> = load(candidates(executable: Bundle.main.executableURL))

    /// Where the shared object may be, in order: `$DRILLDOWN_LIBDIR`; beside the
    /// executable (a SwiftPM build, tests included); `<prefix>/lib/drilldown` next to an
    /// installed executable (meson install).
    static func candidates(
        executable: URL?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        let name = DD_PHONE_LIBRARY
        var paths: [String] = []
        if let dir = environment["DRILLDOWN_LIBDIR"], !dir.isEmpty {
            paths.append(URL(fileURLWithPath: dir, isDirectory: true).appendingPathComponent(name).path)
        }
        if let bin = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
            paths.append(bin.appendingPathComponent(name).path)
            paths.append(bin.deletingLastPathComponent().appendingPathComponent("lib/drilldown/" + name).path)
        }
        return paths
    }

    /// Tries each path in turn; when none loads, `.unavailable` with the last path's reason.
    static func load(_ paths: [String]) -> Result<Void, PhoneNumberProblem> {
        var reason = fill(tr("%1$@ was not found."), DD_PHONE_LIBRARY)
        for path in paths {
            var message = [CChar](repeating: 0, count: 512)
            if dd_phone_load(path, &message, message.count) { return .success(()) }
            reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return .failure(.unavailable(reason))
    }
}
