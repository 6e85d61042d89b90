import Foundation
import GIR

/// The package root, found from this file's path (tests run from any folder).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The newest release of each namespace the app may use: Debian 12's GTK 4.8.3,
/// libadwaita 1.2.2, GLib 2.74, Pango 1.50, gdk-pixbuf 2.42.
let targetVersions: [String: GIRVersion] = [
    "GLib": GIRVersion("2.74"), "GObject": GIRVersion("2.74"), "Gio": GIRVersion("2.74"),
    "GdkPixbuf": GIRVersion("2.42"), "Pango": GIRVersion("1.50"), "PangoCairo": GIRVersion("1.50"),
    "Gdk": GIRVersion("4.8"),
    "Gsk": GIRVersion("4.8"), "Gtk": GIRVersion("4.8"), "Adw": GIRVersion("1.2"),
]

/// GIR is read once for all tests (about a second).
nonisolated(unsafe) let shared: (repository: GIRRepository, allowList: AllowList)? = {
    guard let text = try? String(contentsOfFile: packageRoot + "/" + GIRSources.allowList, encoding: .utf8),
        let allowList = try? AllowList(text: text),
        let repository = try? GIRRepository(directory: GIRSources.girDirectory, files: GIRSources.files)
    else { return nil }
    return (repository, allowList)
}()

/// The Swift files of the wrapper (`Sources/Gtk`, or another folder), path → text; for the
/// wrapper, with the files gir-gen generates into it at build time (as `(generated)/NAME`).
func wrapperSources(_ folder: String = "Sources/Gtk") -> [String: String] {
    let root = packageRoot + "/" + folder
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
        else { continue }
        result[path] = text
    }
    if folder == "Sources/Gtk", let (repository, allowList) = shared,
        let files = try? Generator(repository: repository, allowList: allowList).generate()
    {
        for (name, text) in files { result["(generated)/" + name] = text }
    }
    return result
}

/// Every match of `pattern`'s first group in `text`.
func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
