import CGtk
import Foundation

/// The application object (`AdwApplication`, a GtkApplication that initialises
/// libadwaita at startup: its stylesheet, and the style manager that follows the
/// desktop's dark and high-contrast preferences): one instance per process, unique on
/// the session bus, with app-wide actions and keyboard accelerators.
@MainActor
public final class Application: Object {
    private var actions: [String: Action] = [:]

    /// `handlesOpen`: the app accepts files on the command line (GApplication's `open`).
    public init(id: String, handlesOpen: Bool = true, nonUnique: Bool = false) {
        var flags = handlesOpen ? G_APPLICATION_HANDLES_OPEN : G_APPLICATION_DEFAULT_FLAGS
        if nonUnique { flags = GApplicationFlags(rawValue: flags.rawValue | G_APPLICATION_NON_UNIQUE.rawValue) }
        super.init(UnsafeMutableRawPointer(adw_application_new(id, flags)), ownership: .adopt)
    }

    public var application: UnsafeMutablePointer<GtkApplication> { cast(GtkApplication.self) }

    /// Called with the files given on the command line or by the desktop: file URLs for
    /// local files, the URI itself for anything else (`https://…`).
    public func onOpen(_ handler: @escaping @MainActor ([URL]) -> Void) {
        onOpenRaw { files, count, _ in
            guard let files = files?.assumingMemoryBound(to: OpaquePointer?.self) else { return }
            var urls: [URL] = []
            for i in 0..<Int(max(0, count)) {
                guard let file = files[i] else { continue }
                if let path = g_file_get_path(file) {
                    urls.append(URL(fileURLWithPath: String(cString: path)))
                    g_free(path)
                } else if let uri = g_file_get_uri(file) {
                    // Not a local file (an http or https address, say): the app decides.
                    if let url = URL(string: String(cString: uri)) { urls.append(url) }
                    g_free(uri)
                }
            }
            handler(urls)
        }
    }

    /// Adds an app action (`app.name`) with optional keyboard accelerators such as
    /// `"<Control>o"`.
    @discardableResult
    public func addAction(_ name: String, accels: [String] = [], _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action.add(name, to: self, keeping: &actions, handler)
        if !accels.isEmpty { setAccels(for: "app." + name, accels) }
        return action
    }

    /// Binds keyboard accelerators to a detailed action name ("win.back", "app.open").
    public func setAccels(for detailedAction: String, _ accels: [String]) {
        withCStrings(accels) { gtk_application_set_accels_for_action(application, detailedAction, $0) }
    }

    /// Runs the main loop with the process arguments; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var cArgs = arguments.map { strdup($0) }
        defer { cArgs.forEach { free($0) } }
        return cArgs.withUnsafeMutableBufferPointer { buffer in
            g_application_run(cast(GApplication.self), Int32(buffer.count), buffer.baseAddress)
        }
    }

    public func quit() { g_application_quit(cast(GApplication.self)) }

    /// Keeps the app running without a window (a D-Bus call being answered); balance
    /// each `hold` with a `release`.
    public func hold() { g_application_hold(cast(GApplication.self)) }
    public func release() { g_application_release(cast(GApplication.self)) }

    /// How long a windowless instance (started by D-Bus activation) stays alive after
    /// its last `release`, in milliseconds.
    public func setInactivityTimeout(milliseconds: UInt32) {
        g_application_set_inactivity_timeout(cast(GApplication.self), milliseconds)
    }
}

/// The strings of a `NULL`-terminated string array returned with transfer full (`gchar **`),
/// which it frees; an empty array for `NULL`.
func consumeStrings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let list else { return [] }
    defer { g_strfreev(list) }
    var result: [String] = []
    var index = 0
    while let item = list[index] {
        result.append(String(cString: item))
        index += 1
    }
    return result
}

/// Calls `body` with a NULL-terminated `const char **` array.
func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicated = strings.map { strdup($0) }
    defer { duplicated.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = duplicated.map { UnsafePointer($0) }
    array.append(nil)
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

extension Application {
    /// Opens files as if they were given on the command line (GApplication's `open`).
    public func open(_ urls: [URL]) {
        // Local files by path, anything else (https://…) by URI, as the command line does.
        var files: [OpaquePointer?] = urls.map {
            $0.isFileURL ? g_file_new_for_path($0.path) : g_file_new_for_uri($0.absoluteString)
        }
        defer { files.forEach { if let file = $0 { g_object_unref(UnsafeMutableRawPointer(file)) } } }
        files.withUnsafeMutableBufferPointer { buffer in
            g_application_open(cast(GApplication.self), buffer.baseAddress, Int32(buffer.count), "")
        }
    }
}
