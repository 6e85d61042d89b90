import Gtk
import Model

@testable import DrilldownApp

extension HomeSearch {
    /// Types `text` as a user would (tests): opens the search and runs the query now.
    func type(_ text: String) { begin(text) }
}
