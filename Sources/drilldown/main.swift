import DrilldownApp
import Foundation
import Model

// `drilldown --version` answers before GTK starts (no display needed, no running instance asked).
if let line = DrilldownApplication.versionLine(arguments: CommandLine.arguments) {
    print(line)
    exit(0)
}
// Translations and the user's locale first: every string after this is translated.
Localization.setUp()
let status = MainActor.assumeIsolated {
    DrilldownApplication().run()
}
exit(status)
