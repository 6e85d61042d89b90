import Gtk
import Model

@testable import DrilldownApp

extension StoreListHost {
    /// The read-error banner's text, or nil while it is hidden.
    var readErrorMessage: String? { readErrorBanner.isVisible ? readErrorBanner.text : nil }
    /// The read-only banner's text, or nil when the store can be changed.
    var readOnlyMessage: String? { (readOnlyBanner as? Label)?.text }
}
