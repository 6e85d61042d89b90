import Gtk
import Model

@testable import DrilldownApp

extension ListSearch {
    /// Whether a background search is running.
    var isPending: Bool { cancellation != nil }
    /// Whether the corpus of the current data is built.
    var isCorpusBuilt: Bool { corpus?.builtCorpus != nil }
}
