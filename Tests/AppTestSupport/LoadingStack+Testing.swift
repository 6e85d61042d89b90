import Gtk
import Model

@testable import DrilldownApp

extension LoadingStack {
    /// The heading and message of the failure shown.
    var failureText: (heading: String, message: String) { (failure.heading, failure.descriptionText) }
}
