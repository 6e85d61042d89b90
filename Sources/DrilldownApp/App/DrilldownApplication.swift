import Foundation
import Gtk
import Model

/// The Drilldown application: one GtkApplication, one main window, files on the command
/// line opened as drill-down trees.
@MainActor
public final class DrilldownApplication {
    public let application: Application
    let services: AppServices
    private(set) var mainWindow: MainWindow?
    /// GNOME Shell's search provider, exported on the session bus (nil without a bus).
    private(set) var searchProvider: ShellSearchProvider?
    /// The app's settings (window state), or nil when its schema is not installed.
    private(set) lazy var settings = Settings(schemaID: AppInfo.id)

    public init(location: DataLocation = .current(), nonUnique: Bool = false) {
        Log.domain = "drilldown"
        application = Application(id: AppInfo.id, handlesOpen: true, nonUnique: nonUnique)
        services = AppServices(location: location)
        // Started by D-Bus activation for the Shell's search, the app has no window:
        // it stays a while after the last call, then exits.
        application.setInactivityTimeout(milliseconds: 10_000)
        exportSearchProvider()
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in
            guard let self else { return }
            self.ensureWindow(restoringPlace: true).present()
        }
        application.onOpen { [weak self] urls in
            guard let self else { return }
            let main = self.ensureWindow()
            main.present()
            for url in urls {
                if url.isFileURL {
                    DrillDownSection.open(url, context: main.context)
                } else {
                    // http and https open like Open Location…; anything else gets the Error alert.
                    DrillDownSection.openLocation(url, context: main.context)
                }
            }
        }
    }

    /// "drilldown 0.1.0" when the command line asks for `--version` (before any `--`), else nil.
    public nonisolated static func versionLine(arguments: [String]) -> String? {
        let options = arguments.dropFirst().prefix { $0 != "--" }
        return options.contains("--version") ? "drilldown \(AppInfo.version)" : nil
    }

    /// Runs the app until its last window closes; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        let status = application.run(arguments: arguments)
        // The settings written when the window closed reach the disk before the process ends.
        Settings.sync()
        return status
    }

    private func startup() {
        AppStyle.load()
        application.addAction(AppShortcuts.quit.name, accels: AppShortcuts.quit.accelerators) { [weak self] in
            // Closed, not destroyed: closing saves the window's state.
            self?.mainWindow?.window.close()
            self?.application.quit()
        }
    }

    /// The main window, made on first use (again after it was closed).
    /// `restoringPlace`: a new window shows the place saved when the last one closed
    /// (on a plain start, not when files or a search result are opened).
    @discardableResult
    func ensureWindow(restoringPlace: Bool = false) -> MainWindow {
        if let mainWindow { return mainWindow }
        let window = MainWindow(application: application, services: services)
        mainWindow = window
        WindowState.restore(window.window, settings: settings)
        SavedPlace.attach(to: window, settings: settings, restoring: restoringPlace)
        window.window.on("destroy") { [weak self, weak window] in
            if let self, self.mainWindow === window { self.mainWindow = nil }
        }
        // Load every section into the search once the window is up, so that the first
        // query only searches: at the first idle moment after the first frame (opening
        // the stores takes the main thread a while; the frame goes out first).
        window.window.afterNextPaint {
            MainContext.whenIdle { [weak self] in
                self?.setUpWindowIcon()
                self?.services.search.prepare()
            }
        }
        return window
    }

    private var windowIconSet = false

    /// The windows' icon (X11 hands it to the window manager; Wayland takes it from the
    /// desktop file), set once the first window is on screen: it is not part of any
    /// frame, and the icon is an SVG, whose loading (librsvg, a stat of each of the bundled
    /// theme's folders) would take its time from the first frame.
    private func setUpWindowIcon() {
        guard !windowIconSet else { return }
        windowIconSet = true
        Style.addIconSearchPath(services.location.bundledData.appendingPathComponent("icons").path)
        Window.setDefaultIconName(AppInfo.id)
    }

    /// Exports the Shell search provider on the session bus. Done before the app takes
    /// its bus name (in `run`), so a call that D-Bus-activated the app finds the object.
    private func exportSearchProvider() {
        let provider = ShellSearchProvider(
            sections: services.sections, search: services.search, application: application,
            open: { [weak self] target in self?.show(target) },
            launchSearch: { [weak self] text in self?.showSearch(text) })
        do {
            try provider.export(on: try DBusConnection.session())
            searchProvider = provider
        } catch {
            // Without a session bus there is no Shell to answer; the app works without it.
            FileHandle.standardError.write(Data("drilldown: no search provider: \(error)\n".utf8))
        }
    }

    /// Presents the window with the page of a search result.
    func show(_ target: SearchTarget) {
        let main = ensureWindow()
        main.present()
        main.open(target)
    }

    /// Presents the window with the home search filled in with `text`.
    func showSearch(_ text: String) {
        let main = ensureWindow()
        main.present()
        main.showSearch(text)
    }
}
