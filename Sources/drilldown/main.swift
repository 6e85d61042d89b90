import DrilldownApp
import Foundation
import Model

// Translations and the user's locale first: every string after this is translated.
Localization.setUp()
let status = MainActor.assumeIsolated {
    DrilldownApplication().run()
}
exit(status)
