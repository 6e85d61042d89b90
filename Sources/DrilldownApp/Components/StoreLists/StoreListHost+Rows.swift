import Gtk
import Model

/// The skeleton's rows (`StoreListHost`): opening one, adding and deleting through the
/// page's actions, showing a row, Escape, and following the store's changes.
extension StoreListHost {
    // MARK: Rows

    /// Opens the row at source position `position`.
    func open(position: Int) {
        guard let id = source?.id(at: position) else { return }
        open(id: id)
    }

    /// Pushes the page of the item `id` (not while editing), once it is read off the main
    /// thread; says why when it cannot be read. Before the rows are shown, waits for them.
    /// `restoring` (the place the user left off): the page appears without sliding in,
    /// over the item's row, which has the focus when the user goes back, as when opened
    /// by hand.
    func open(id: Int64, restoring: Bool = false) {
        guard rows != nil else {
            afterLoading { [weak self] in self?.open(id: id, restoring: restoring) }
            return
        }
        guard let source, let actions, !editMode.isEditing else { return }
        opening += 1
        actions.open.run(source, id) { [weak self] result in
            guard let self, let context = self.context else { return }
            self.opening -= 1
            // The list was left, or went into edit mode, while the item was read.
            guard self.source === source, !self.editMode.isEditing else { return }
            switch result {
            case .success(let page?):
                if restoring, let position = source.position(of: id) { self.rows?.focusRow(atSource: position) }
                context.push(page, animated: !restoring)
            case .success(nil):
                break
            case .failure(let error):
                Log.problem("item \(id) of \(Source.Store.self) not opened: \(error)")
                context.showError(self.texts.cannotOpenItem, StoreFailurePage.storageError(error).message)
            }
        }
    }

    /// The store to add to, or nil while adding is not possible (no list, editing, read-only).
    var storeForAdding: Source.Store? {
        guard let source, !editMode.isEditing, !source.store.isReadOnly else { return nil }
        return source.store
    }

    /// Deletes the item `id` (committed at once) and offers Undo.
    func delete(id: Int64) { deletable?.delete(id: id) }

    /// Puts the last deleted item back (the toast's "Undo").
    func undo() { deletable?.undo() }

    /// Scrolls to the row of `id` and puts the focus on it (not while searching, where
    /// the position is not the one on screen).
    func reveal(id: Int64) {
        guard pendingChanges == 0 else { return afterChanges { [weak self] in self?.reveal(id: id) } }
        guard let rows, let position = source?.position(of: id), !rows.isSearching else { return }
        // The new row takes the focus now, and again when the page shows after a detail
        // page opened for it is closed.
        rows.focusRow(atSource: position)
        let focused = rows.list.containsFocus
        rows.list.scrollTo(position, alignTop: false)
        // The row exists once the list has laid out the change: focus it after that frame,
        // unless the focus reached the list and has left it since (the user moved it away).
        rows.list.afterNextPaint { [weak rows] in
            guard let rows, !focused || rows.list.containsFocus else { return }
            _ = rows.list.focus(position: position)
        }
    }

    /// Escape closes the search, then leaves edit mode.
    func handleEscape() -> Bool {
        if rows?.handleEscape() == true { return true }
        return editMode.handleEscape()
    }

    // MARK: Store changes

    /// Follows a committed change: what it needs of the store is read off the main
    /// thread (in the order of the changes), then the source moves its rows and says
    /// where. Actions waiting for the changes (`afterChanges`) run once all are applied.
    func follow(_ change: StoreChange) {
        guard let source else { return }
        let store = source.store
        pendingChanges += 1
        Background.run(on: StoreChangeReads.queue, { try Source.read(change, from: store) }) { [weak self] result in
            guard let self else { return }
            self.pendingChanges -= 1
            if self.source === source, let read = source.readErrors.attempt("reading \(change)", { try result.get() }) {
                self.apply(change, read, to: source)
            }
            guard self.pendingChanges == 0 else { return }
            let waiting = self.waitingForChanges
            self.waitingForChanges = []
            for action in waiting { action() }
        }
    }

    /// Runs `action` once the changes on their way are applied (at once when none are).
    func afterChanges(_ action: @escaping @MainActor () -> Void) {
        if pendingChanges == 0 { action() } else { waitingForChanges.append(action) }
    }

    private func apply(_ change: StoreChange, _ read: Source.ChangeRead, to source: Source) {
        switch change {
        case .deleted(let id), .updated(let id): source.thumbnails?.invalidate(id)
        case .reloaded: source.thumbnails?.invalidateAll()
        case .inserted: break
        }
        let moved = source.apply(change, read)
        guard let rows else { return }
        switch moved {
        case .inserted(let position): rows.rowsInserted(at: position, count: 1)
        case .removed(let position): rows.rowsRemoved(at: position, count: 1)
        case .changed(let position): rows.rowsChanged(at: position, count: 1)
        case .all: rows.reloadData()
        case .none: break
        }
    }

    /// Draws the row of `id` again (its picture was read), if it is on screen: its
    /// position comes from the rows the source holds (nothing is read), and the list's
    /// data, search and letter index stay as they are.
    func redraw(id: Int64) {
        guard let rows, let position = source?.position(of: id) else { return }
        rows.redrawShownRows { $0 == position }
    }

    /// Decodes the rows' pictures for the scale factor of the screen the list is on: once
    /// the list is in the window (`root`), and again when the scale changes (another
    /// monitor, another scale at run time).
    func followScale(of rows: RowListView, pictures: (any ScaledPictures)?) {
        guard let pictures else { return }
        pictures.scale = Int(rows.content.scaleFactor)
        let update: @MainActor () -> Void = { [weak self, weak rows, weak pictures] in
            guard let self, let rows, let pictures, let source = self.source else { return }
            let scale = Int(rows.content.scaleFactor)
            guard scale != pictures.scale else { return }
            pictures.scale = scale
            if source.count > 0 { rows.rowsChanged(at: 0, count: source.count) }
        }
        rows.content.onNotify("scale-factor", update)
        rows.content.onNotify("root", update)
    }
}
