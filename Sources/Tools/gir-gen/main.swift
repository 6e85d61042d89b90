import Foundation
import GIR

// gir-gen: writes Sources/Gtk/Generated/ from Debian 12's GIR files and the allow-list.
// Run from the package root: `swift run gir-gen` (`--check` only reports a difference).

let check = CommandLine.arguments.contains("--check")
do {
    let text = try String(contentsOfFile: GIRSources.allowList, encoding: .utf8)
    let repository = try GIRRepository(directory: GIRSources.girDirectory, files: GIRSources.files)
    let files = try Generator(repository: repository, allowList: AllowList(text: text)).generate()
    let manager = FileManager.default
    try manager.createDirectory(atPath: GIRSources.output, withIntermediateDirectories: true)
    let existing = Set((try? manager.contentsOfDirectory(atPath: GIRSources.output)) ?? [])
    var differences: [String] = []
    for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
        let path = GIRSources.output + "/" + name
        if (try? String(contentsOfFile: path, encoding: .utf8)) == contents { continue }
        differences.append(name)
        if !check { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
    }
    for stale in existing.subtracting(files.keys) where stale.hasSuffix("+Generated.swift") {
        differences.append(stale + " (stale)")
        if !check { try manager.removeItem(atPath: GIRSources.output + "/" + stale) }
    }
    print(
        differences.isEmpty
            ? "gir-gen: up to date" : "gir-gen: \(check ? "differs" : "wrote"): " + differences.joined(separator: ", "))
    exit(check && !differences.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("gir-gen: \(error)\n".utf8))
    exit(2)
}
