import CGtk
import GtkShims

/// A long list grows into GTK's model over its first frames (see `ListView`).
extension ListView {
    /// The rows in GTK's model.
    var modelCount: Int { Int(dd_index_model_get_n_items(model.pointer)) }

    /// Grows GTK's model from its first rows to `total` over the next frames (while the list
    /// is shown: frames tick only then).
    func startGrowing() {
        guard !isGrowing else { return }
        isGrowing = true
        growthTicks = 0
        // The callback holds the list weakly and ends itself once the list has grown.
        _ = TickCallback(widget: self) { [weak self] _ in self?.grow() ?? false }
    }

    /// One frame's growth; false once every row is in the model.
    private func grow() -> Bool {
        guard isGrowing else { return false }
        growthTicks += 1
        if growthTicks == 1 { return true }
        let shown = modelCount
        let next = shown >= Self.widgetRows ? total : min(total, shown + Self.rowsPerFrame)
        if next > shown { dd_index_model_splice(model.pointer, UInt32(shown), 0, UInt32(clamping: next - shown)) }
        isGrowing = next < total
        return isGrowing
    }

    /// Puts every row in GTK's model at once if the rows it holds so far do not reach
    /// `position` and a growth step after it (a scroll or focus request for a row
    /// further on; the first row's focus on a new page leaves the growth alone).
    func finishGrowing(toReach position: Int) {
        if position + Self.rowsPerFrame >= modelCount { finishGrowing() }
    }

    /// Puts every row in GTK's model at once (before a change, or a key that may move far).
    func finishGrowing() {
        guard isGrowing else { return }
        isGrowing = false
        let shown = modelCount
        if total > shown { dd_index_model_splice(model.pointer, UInt32(shown), 0, UInt32(clamping: total - shown)) }
    }
}
