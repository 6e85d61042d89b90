// The app as `drilldown` starts it (Sources/drilldown/main.swift), for
// meson-helpers/bench-startup.sh: once the window's first frame is painted it writes
// "first-frame" and quits, as the benchmark's C peers (meson-helpers/bench/startup-floor*.c)
// do from their frame clock's first after-paint. The hook is this program's: the app has none.
import CGtk
import DrilldownApp
import Foundation
import Gtk
import Model

Localization.setUp()
let status = MainActor.assumeIsolated {
    let app = DrilldownApplication()
    // Connected after the app's own handler, so it runs once the window is presented.
    app.application.onActivate {
        guard let active = gtk_application_get_active_window(app.application.application),
            let window = Object.wrapper(of: UnsafeMutableRawPointer(active)) as? Window
        else {
            FileHandle.standardError.write(Data("bench-startup: no window after activate\n".utf8))
            app.application.quit()
            return
        }
        window.afterNextPaint {
            // Unbuffered: the benchmark stops its clock when this line arrives.
            FileHandle.standardOutput.write(Data("first-frame\n".utf8))
            app.application.quit()
        }
    }
    return app.run()
}
exit(status)
