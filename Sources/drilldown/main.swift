import Foundation
import DrilldownApp

let status = MainActor.assumeIsolated {
    DrilldownApplication().run()
}
exit(status)
