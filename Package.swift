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
        // libphonenumber behind a C face, opened with dlopen on first use (not linked):
        // built beside the executable, installed in <prefix>/lib/drilldown.
        .library(name: "drilldown-phonenumber", type: .dynamic, targets: ["PhoneNumberShim"]),
    ],
    targets: [
        // System libraries, found through pkg-config. Only CGtk includes gtk/gtk.h (and
        // adwaita.h: libadwaita-1 requires gtk4, so its flags carry GTK's too).
        .systemLibrary(
            name: "CGtk", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CIntl"),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        // GLib/GObject/GIO for the Model layer (GTK loads them anyway).
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // HTTP for live data: libsoup 3 (GLib/GIO only; the desktop's proxy settings through
        // GProxyResolver, TLS through glib-networking), opened with dlopen on the first
        // download rather than linked, so its 14 libraries cost nothing at start.
        .target(name: "CSoup", dependencies: ["CGio"]),
        // GObject subclasses that are simpler in C (list model of row indices, zoom view).
        // Its public header uses plain C types only, so gtk.h stays in one module.
        .target(name: "GtkShims", dependencies: ["CGtk"]),
        // Its repetitive layer (accessors, enums, signal connectors) is generated at build
        // time from GIR by gir-gen through the GenerateWrapper plugin (HACKING, section 5).
        .target(name: "Gtk", dependencies: ["CGtk", "GtkShims"], plugins: ["GenerateWrapper"]),
        // A C face of Google's libphonenumber (C++, Debian's libphonenumber-dev), so Model
        // checks and formats phone numbers with the real numbering plans, offline. The
        // C++ side is its own shared object (product drilldown-phonenumber); CPhoneNumber
        // opens it on the first phone number.
        // No Swift in it, so no Swift runtime either (an installed system has none, see
        // meson-helpers/package-deb.sh): swiftc links the product and would add its startup
        // object (swiftrt.o, which needs libswiftCore.so), the toolchain's rpath and
        // -lswiftCore; with -static-stdlib that names the static archive, of which nothing
        // is referenced, so nothing is linked.
        .target(
            name: "PhoneNumberShim",
            linkerSettings: [
                .linkedLibrary("phonenumber"), .linkedLibrary("stdc++"),
                .unsafeFlags(
                    ["-nostartfiles", "-no-toolchain-stdlib-rpath", "-static-stdlib"], .when(platforms: [.linux])),
            ]),
        .target(name: "CPhoneNumber"),
        .target(name: "Model", dependencies: ["CSQLite", "CLibXML2", "CIntl", "CPhoneNumber", "CGio", "CSoup"]),
        .target(name: "DrilldownApp", dependencies: ["Gtk", "Model"]),
        .executableTarget(name: "drilldown", dependencies: ["DrilldownApp"]),
        // Benchmarks: each prints its figures with the peer measured in the same run
        // (run through meson-helpers/bench-*.sh, never as timed tests).
        // What several benchmarks share (the clock, typing a query into the list's search).
        .target(name: "BenchSupport", dependencies: ["Model"], path: "Sources/Tools/BenchSupport"),
        .executableTarget(
            name: "bench-storage", dependencies: ["BenchSupport", "TestSupport", "Model", "CSQLite"],
            path: "Sources/Tools/bench-storage"),
        .executableTarget(
            name: "bench-importers", dependencies: ["Model", "CLibXML2"], path: "Sources/Tools/bench-importers"),
        .executableTarget(name: "bench-live", dependencies: ["Model"], path: "Sources/Tools/bench-live"),
        // Back up and restore of 100,000 coffees with pictures (meson-helpers/bench-backup.sh).
        .executableTarget(
            name: "bench-backup", dependencies: ["Model", "Gtk", "CSQLite"], path: "Sources/Tools/bench-backup"),
        .executableTarget(
            name: "bench-list",
            dependencies: [
                "BenchSupport", "TestSupport", "DrilldownApp", "Gtk", "Model", "CGtk", "AppTestSupport",
                "WrapperTestSupport",
            ],
            path: "Sources/Tools/bench-list"),
        // Fuzzing the document readers (meson-helpers/fuzz.sh; libFuzzer when built with
        // -sanitize=fuzzer -DFUZZING, a deterministic mutation loop otherwise).
        .executableTarget(name: "fuzz-readers", dependencies: ["Model"], path: "Sources/Tools/fuzz-readers"),
        .executableTarget(
            name: "bench-search", dependencies: ["TestSupport", "Model", "CSQLite"], path: "Sources/Tools/bench-search"),
        .executableTarget(
            name: "bench-touch", dependencies: ["DrilldownApp", "Gtk", "Model", "CGtk"],
            path: "Sources/Tools/bench-touch"),
        // Process start to the app's first painted frame (meson-helpers/bench-startup.sh):
        // the app as drilldown runs it, plus the first-frame line the C peers print too.
        .executableTarget(
            name: "bench-startup", dependencies: ["DrilldownApp", "Gtk", "Model", "CGtk"],
            path: "Sources/Tools/bench-startup"),
        // The main thread's longest stall while another process locks coffee.sqlite
        // (meson-helpers/bench-stall.sh; drives the app's internal pages: @testable).
        .executableTarget(
            name: "bench-stall",
            dependencies: ["DrilldownApp", "Gtk", "Model", "AppTestSupport", "WrapperTestSupport"],
            path: "Sources/Tools/bench-stall"),
        // Opening a big document: stalls while it parses, builds and shows a 100,000-row
        // level, and Cancel's delay (meson-helpers/bench-open.sh; @testable like bench-stall).
        .executableTarget(
            name: "bench-open", dependencies: ["DrilldownApp", "Gtk", "Model", "AppTestSupport", "WrapperTestSupport"],
            path: "Sources/Tools/bench-open"),
        // The Coffee List over 1k / 100k / 1M coffees: first drawing, stalls, peak memory
        // (meson-helpers/bench-collections.sh; drives the app's internal pages: @testable).
        .executableTarget(
            name: "bench-collections",
            dependencies: [
                "BenchSupport", "TestSupport", "DrilldownApp", "Gtk", "Model", "CGtk", "AppTestSupport",
                "WrapperTestSupport",
            ],
            path: "Sources/Tools/bench-collections"),
        // The wrapper's generated layer from GObject-Introspection data and the allow-list,
        // written at build time into the plugin's work directory (HACKING, "Add a widget wrapper").
        .target(name: "GIR", dependencies: ["CLibXML2"], path: "Sources/Tools/GIR"),
        .executableTarget(
            name: "gir-gen", dependencies: ["GIR"], path: "Sources/Tools/gir-gen", exclude: ["allow-list.txt"]),
        .plugin(name: "GenerateWrapper", capability: .buildTool(), dependencies: ["gir-gen"]),
        // Helpers several test targets share (the loopback HTTP server).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ModelTests", dependencies: ["Model", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // What GtkTests need of GTK's C test API (variadic, so not callable from Swift).
        .target(name: "GtkTestShims", dependencies: ["CGtk"], path: "Tests/GtkTestShims"),
        // What tests and benchmarks read of the wrapper's and the app's widgets beyond what a
        // user sees (the alerts up, a toast's text, a list's scroll position): kept out of
        // Sources, reached through @testable.
        .target(
            name: "WrapperTestSupport", dependencies: ["Gtk", "CGtk", "GtkShims"], path: "Tests/WrapperTestSupport"),
        .target(
            name: "AppTestSupport", dependencies: ["DrilldownApp", "Gtk", "Model", "WrapperTestSupport"],
            path: "Tests/AppTestSupport"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "CGtk", "GtkTestShims", "WrapperTestSupport"]),
        // No display: the generated layer and the wrapper's C calls, properties
        // and signals exist in GTK 4.8 / libadwaita 1.2 with the types its trampolines use.
        .testTarget(name: "GIRTests", dependencies: ["GIR", "CLibXML2"]),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "DrilldownApp", "Gtk", "Model", "CGtk", "TestSupport", "WrapperTestSupport", "AppTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// Release builds link the Swift runtime and Foundation statically (what
// `swift build --static-swift-stdlib` does, kept here so that every release build of
// every product agrees): the dynamic loader's work at start drops to about a quarter
// (LD_DEBUG=statistics: 10 M cycles instead of 41 M) and the app's peak memory at its
// first frame by about 10 MB (bench-startup.sh). Swift code must be compiled with the
// flag too: the static modules autolink CoreFoundation, ICU and the other static parts.
let staticStdlib = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
for target in package.targets where ![.system, .test, .plugin].contains(target.type) {
    let c = ["CPhoneNumber", "CSoup", "GtkShims", "GtkTestShims", "PhoneNumberShim"].contains(target.name)
    if c { continue }
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticStdlib)]
    if target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticStdlib)]
    }
}
