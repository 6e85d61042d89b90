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

    public init(location: DataLocation = .current(), nonUnique: Bool = false) {
        application = Application(id: AppInfo.id, handlesOpen: true, nonUnique: nonUnique)
        services = AppServices(location: location)
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in
            guard let self else { return }
            let main = self.ensureWindow()
            main.present()
            // For meson-helpers/bench-startup.sh: quit once the first frame is on screen.
            if ProcessInfo.processInfo.environment["DRILLDOWN_QUIT_AFTER_FIRST_FRAME"] == "1" {
                main.window.afterNextPaint { [weak self] in
                    print("first-frame")
                    self?.application.quit()
                }
            }
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

    /// Runs the app until its last window closes; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        application.run(arguments: arguments)
    }

    private func startup() {
        AppStyle.load()
        Style.addIconSearchPath(services.location.bundledData.appendingPathComponent("icons").path)
        Window.setDefaultIconName(AppInfo.id)
        application.addAction("quit", accels: ["<Control>q"]) { [weak self] in
            self?.mainWindow?.window.destroy()
            self?.application.quit()
        }
    }

    /// The main window, made on first use.
    @discardableResult
    func ensureWindow() -> MainWindow {
        if let mainWindow { return mainWindow }
        let window = MainWindow(application: application, services: services)
        mainWindow = window
        return window
    }
}
