import Foundation
import GIR

// gir-gen: the wrapper's generated layer from Debian 12's GIR files and the allow-list, as
// ONE Swift file. The build runs it (Plugins/GenerateWrapper) into its own work directory:
// `gir-gen --allow-list FILE --gir-directory DIR --output FILE`. Without options it reads
// Sources/Tools/gir-gen/allow-list.txt and /usr/share/gir-1.0 and prints to standard output.

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

do {
    let text = try String(contentsOfFile: option("--allow-list") ?? GIRSources.allowList, encoding: .utf8)
    let directory = option("--gir-directory") ?? GIRSources.girDirectory
    let repository = try GIRRepository(directory: directory, files: GIRSources.files)
    let files = try Generator(repository: repository, allowList: AllowList(text: text)).generate()
    let contents = GIRSources.singleFile(files)
    if let output = option("--output") {
        // Written only when it changes, so an unchanged result recompiles nothing.
        if (try? String(contentsOfFile: output, encoding: .utf8)) != contents {
            try contents.write(toFile: output, atomically: true, encoding: .utf8)
        }
    } else {
        print(contents, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("gir-gen: \(error)\n".utf8))
    exit(2)
}
