import Gtk

/// A search bar and the header button that opens and closes it, kept in step however
/// the search opens or closes (the button, Ctrl+F or typing on the page, Escape in the
/// entry, the owner's own "Done"): the list's search (`ListSearch`) and the home page's
/// (`HomeSearch`). The entry is clamped to a readable width, with `trailing` after it;
/// closing empties it. What a query does is the owner's (`onOpenChanged`).
@MainActor
final class SearchToggle {
    let bar = SearchBar()
    let entry: SearchEntry
    /// The header-bar button.
    let button = ToggleButton(toggleLabel: "")
    /// Whether the bar is open.
    private(set) var isOpen = false
    /// The search opened (true) or closed (`isOpen` is already changed).
    var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// The button asks to open the search (the owner calls `open()` when it can, and
    /// focuses the entry); nil: it opens.
    var onBegin: (@MainActor () -> Void)?

    init(placeholder: String, tooltip: String, trailing: [Widget] = []) {
        entry = SearchEntry(placeholder: placeholder)
        entry.hexpand = true
        let clamp = Clamp(maximumWidth: 520)
        if trailing.isEmpty {
            clamp.child = entry
        } else {
            let line = Box(.horizontal, spacing: 6)
            line.append(entry)
            for widget in trailing { line.append(widget) }
            clamp.child = line
        }
        clamp.hexpand = true
        bar.setChild(clamp)
        bar.connectEntry(entry)
        // The entry takes the focus as the bar opens (Ctrl+F, the button): the bar shows at
        // once, so that the keys typed right after (Escape, the query) reach the entry.
        bar.slides = false
        button.iconName = "system-search-symbolic"
        button.tooltip = tooltip
        button.setAccessibleLabel(tooltip)
        entry.onStopSearch { [weak self] in self?.close() }
        bar.onSearchModeChanged { [weak self] in self?.modeChanged() }
        button.onToggled { [weak self] in
            guard let self, self.button.isActive != self.isOpen else { return }
            if !self.button.isActive {
                self.close()
            } else if let begin = self.onBegin {
                begin()
            } else {
                self.open()
            }
        }
    }

    /// Opens the bar (the entry keeps its text).
    func open() {
        if !bar.isSearchMode { bar.isSearchMode = true }
        if !isOpen { modeChanged() }
    }

    /// Closes the bar and empties the entry.
    func close() {
        guard isOpen || bar.isSearchMode else { return }
        bar.isSearchMode = false
        if isOpen { modeChanged() }
    }

    private func modeChanged() {
        let open = bar.isSearchMode
        guard open != isOpen else { return }
        isOpen = open
        if button.isActive != open { button.isActive = open }
        if !open, !entry.text.isEmpty { entry.text = "" }
        onOpenChanged?(open)
    }
}
