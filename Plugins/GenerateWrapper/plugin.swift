import Foundation
import PackagePlugin

/// Runs gir-gen before the `Gtk` target compiles: the wrapper's generated layer (accessors,
/// enum mappings, signal connectors and trampolines) as one file in the plugin's work
/// directory, rebuilt when the allow-list or a GIR file changes (HACKING, "Add a widget wrapper").
@main
struct GenerateWrapper: BuildToolPlugin {
    /// The GIR files gir-gen reads (GIRSources.files; the plugin cannot import GIR).
    static let girFiles = [
        "GLib-2.0.gir", "GObject-2.0.gir", "Gio-2.0.gir", "GdkPixbuf-2.0.gir", "Pango-1.0.gir", "PangoCairo-1.0.gir",
        "Gdk-4.0.gir", "Gsk-4.0.gir", "Gtk-4.0.gir", "Adw-1.gir",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let allowList = context.package.directoryURL.appending(path: "Sources/Tools/gir-gen/allow-list.txt")
        let girDirectory = URL(fileURLWithPath: "/usr/share/gir-1.0")
        let output = context.pluginWorkDirectoryURL.appending(path: "WrapperGenerated.swift")
        return [
            .buildCommand(
                displayName: "Generating the wrapper's layer from GIR",
                executable: try context.tool(named: "gir-gen").url,
                arguments: [
                    "--allow-list", allowList.path, "--gir-directory", girDirectory.path, "--output", output.path,
                ],
                inputFiles: [allowList] + Self.girFiles.map { girDirectory.appending(path: $0) },
                outputFiles: [output])
        ]
    }
}
