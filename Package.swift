// swift-tools-version: 6.0
import PackageDescription

/// Drilldown: the iPhone SDK tutorial apps as one GTK 4 desktop app.
///
/// Layers (data flows one way): `Model` ← `DrilldownApp` → `Gtk` → `CGtk`.
/// `Model` never imports GTK; `Gtk` knows nothing about the app.
let package = Package(
    name: "Drilldown",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "drilldown", targets: ["drilldown"]),
    ],
    targets: [
        // System libraries, found through pkg-config. Only CGtk includes gtk/gtk.h (and
        // adwaita.h: libadwaita-1 requires gtk4, so its flags carry GTK's too).
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1",
                       providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CIntl"),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        // HTTP for live data (GLib/GIO only; the desktop's proxy settings through
        // GProxyResolver, TLS through glib-networking).
        .systemLibrary(name: "CSoup", pkgConfig: "libsoup-3.0",
                       providers: [.apt(["libsoup-3.0-dev", "glib-networking"])]),
        // GObject subclasses that are simpler in C (list model of row indices, zoom view).
        // Its public header uses plain C types only, so gtk.h stays in one module.
        .target(name: "GtkShims", dependencies: ["CGtk"]),
        .target(name: "Gtk", dependencies: ["CGtk", "GtkShims"]),
        // A C face of Google's libphonenumber (C++, Debian's libphonenumber-dev), so Model
        // checks and formats phone numbers with the real numbering plans, offline.
        .target(name: "CPhoneNumber", linkerSettings: [.linkedLibrary("phonenumber"), .linkedLibrary("stdc++")]),
        .target(name: "Model", dependencies: ["CSQLite", "CLibXML2", "CIntl", "CPhoneNumber", "CSoup"]),
        .target(name: "DrilldownApp", dependencies: ["Gtk", "Model"]),
        .executableTarget(name: "drilldown", dependencies: ["DrilldownApp"]),
        // Benchmarks: each prints its figures with the peer measured in the same run
        // (run through meson-helpers/bench-*.sh, never as timed tests).
        .executableTarget(name: "bench-storage", dependencies: ["Model", "CSQLite"]),
        .executableTarget(name: "bench-importers", dependencies: ["Model", "CLibXML2"]),
        .executableTarget(name: "bench-live", dependencies: ["Model"]),
        .executableTarget(name: "bench-list", dependencies: ["DrilldownApp", "Gtk", "Model", "CGtk"]),
        // Fuzzing the document readers (meson-helpers/fuzz.sh; libFuzzer when built with
        // -sanitize=fuzzer -DFUZZING, a deterministic mutation loop otherwise).
        .executableTarget(name: "fuzz-readers", dependencies: ["Model"]),
        .executableTarget(name: "bench-search", dependencies: ["Model", "CSQLite"]),
        .executableTarget(name: "bench-touch", dependencies: ["DrilldownApp", "Gtk", "Model", "CGtk"]),
        // Helpers several test targets share (the loopback HTTP server).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "CGtk"]),
        .testTarget(name: "AppTests", dependencies: ["DrilldownApp", "Gtk", "Model", "CGtk", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
