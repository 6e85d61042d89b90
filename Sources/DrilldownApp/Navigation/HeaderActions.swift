import Gtk

/// Where a page's header buttons (`Page.headerEnd`) are: all in the header bar on a wide
/// window; on a narrow one (a phone) the header bar keeps the outermost one and the
/// others move to a bar at the bottom of the page, as GNOME apps do on narrow windows,
/// so the title is whole. The buttons are the same widgets either way: their actions,
/// tooltips, names and shortcuts do not change.
///
/// libadwaita 1.2 has no breakpoints: `probe`, a zero-height `Squeezer` as wide as the
/// page, shows its wide child while the page is at least `narrowWidth` wide. Its choice
/// depends on the page's width alone (not on what the header holds), so moving the
/// buttons never moves the switch.
@MainActor
final class HeaderActions {
    /// Below this width the header bar keeps only one of the page's buttons.
    static let narrowWidth: Int32 = 560
    /// How many of the page's buttons (from the outer edge) a narrow header bar keeps.
    static let keptWhenNarrow = 1

    /// The buttons' place in the header bar (packed at its end).
    let headerSlot = Box(.horizontal, spacing: 0)
    /// The bar at the bottom of the page, shown while it holds buttons.
    let bottomBar = ActionBar()
    /// Spans the page's width, with no height (put it in the page's vertical box).
    let probe = Squeezer()
    private let bottomSlot = Box(.horizontal, spacing: 6)
    private let wide = Box(.horizontal)
    private let narrow = Box(.horizontal)
    private var buttons: [Widget] = []
    /// Whether the page is narrower than `narrowWidth` (as the probe last said). A new
    /// page starts as the last page was, so that its buttons do not all go into the
    /// header bar of a narrow window first (which would widen the window for good).
    private(set) var isNarrow = HeaderActions.lastWidthWasNarrow
    private static var lastWidthWasNarrow = false

    init() {
        wide.setSizeRequest(width: HeaderActions.narrowWidth, height: 0)
        probe.add(wide)
        probe.add(narrow)
        probe.setAccessibleHidden(true)
        bottomBar.packStart(bottomSlot)
        bottomBar.isVisible = false
        probe.onNotify("visible-child") { [weak self] in
            // The squeezer chooses while it is laid out: move the buttons after that.
            MainContext.whenIdle { [weak self] in self?.followWidth() }
        }
        // The squeezer says nothing when its first choice is the wide child: check the
        // guess taken from the last page once the page has been drawn.
        probe.afterNextPaint { [weak self] in self?.followWidth() }
    }

    /// The page's buttons, from the outer edge inwards.
    func show(_ buttons: [Widget]) {
        self.buttons = buttons
        place()
    }

    /// The buttons in the bottom bar now (none on a wide page).
    var movedButtons: [Widget] {
        isNarrow && buttons.count > HeaderActions.keptWhenNarrow
            ? Array(buttons.dropFirst(HeaderActions.keptWhenNarrow)) : []
    }

    private func followWidth() {
        guard let visible = probe.visibleChild else { return }
        let narrowNow = visible === narrow
        HeaderActions.lastWidthWasNarrow = narrowNow
        guard narrowNow != isNarrow else { return }
        isNarrow = narrowNow
        place()
    }

    private func place() {
        let moved = movedButtons
        let kept = buttons.prefix(buttons.count - moved.count)
        headerSlot.removeAll()
        bottomSlot.removeAll()
        // A Box lays out start→end: the header's outer edge is its end; the bottom bar
        // reads in the header's order.
        for widget in kept.reversed() { headerSlot.append(widget) }
        for widget in moved.reversed() { bottomSlot.append(widget) }
        bottomBar.isVisible = !moved.isEmpty
    }
}
