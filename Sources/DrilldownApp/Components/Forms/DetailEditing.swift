import Foundation
import Gtk
import Model

/// What a detail page whose fields open edit pages shares (a coffee's page, a city's):
/// the groups of value rows and the picture group, the "Edit"/"Done" button, and the
/// rules of edit mode — the rows open their editors and "Change Image", drop and paste
/// work only while editing; entering edit mode hides the back button and puts the focus
/// on the first row; Escape leaves it; coming back from an editor refreshes the title.
/// The page keeps what is its own: the store, the fields' editors, reading the item again.
@MainActor
final class DetailEditing {
    /// "Edit"/"Done".
    let editMode = EditMode(forList: false)
    let groups = GroupedList()
    /// The picture group (`addPicture`).
    private(set) var pictureSection: PictureSection?
    private var rows: [ValueRow] = []
    private var fieldsGroup: PreferencesGroup?
    private let context: PageContext
    /// The page this belongs to (for "is it on top").
    private weak var page: Page?

    init(context: PageContext) {
        self.context = context
        editMode.onChange = { [weak self] _ in self?.editingChanged() }
    }

    var content: Widget { groups.scroller }
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }

    /// Adds a row titled `title` showing `value` (`emptyText` when blank) to the fields'
    /// group (one boxed list, so Tab goes from row to row in edit mode).
    func addField(title: String, value: String, emptyText: String = "") -> ValueRow {
        let row = ValueRow(title: title, value: value, emptyText: emptyText)
        if fieldsGroup == nil { fieldsGroup = groups.addGroup("") }
        fieldsGroup?.add(row.row)
        rows.append(row)
        return row
    }

    /// In edit mode, activating `row` runs `edit` (pushes the field's editor).
    func onEdit(_ row: ValueRow, _ edit: @escaping @MainActor () -> Void) {
        row.onActivated { [weak self] in
            guard self?.isEditing == true else { return }
            edit()
        }
    }

    /// Adds the picture group titled `group` (picture and "Change Image"); drops and
    /// Ctrl+V land on the whole page. `name` (the item's) names the picture saved or dragged.
    func addPicture(
        group: String, chooserTitle: String, alternativeText: String, name: String,
        load: @escaping @Sendable () throws -> Data?,
        store: @escaping @Sendable (Data) throws -> Void
    ) -> PictureSection {
        let section = PictureSection(
            context: context, group: groups.addGroup(group), page: content,
            chooserTitle: chooserTitle, alternativeText: alternativeText, name: name,
            load: load, store: store)
        pictureSection = section
        return section
    }

    /// Ends the set-up: `page` is the page shown; read-only stores offer no "Edit".
    func start(page: Page, readOnly: Bool) {
        self.page = page
        fieldsGroup?.setListName(DisplayText.title(page.title))
        editButton.isSensitive = !readOnly
        showEditing()
    }

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { editMode.setEditing(editing) }

    func handleEscape() -> Bool { editMode.handleEscape() }

    private func editingChanged() {
        showEditing()
        context.navigation?.refreshChrome()
        if isEditing { _ = rows.first?.row.grabFocus() }
    }

    private func showEditing() {
        for row in rows { row.setOpenable(isEditing) }
        pictureSection?.isEditing = isEditing
    }

    /// The page is on top again (pushed, or back from an editor whose save may have
    /// renamed the item): refresh the title and put the focus where it belongs.
    func didBecomeTop() {
        context.navigation?.refreshChrome()
        if isEditing { _ = rows.first?.row.grabFocus() } else { _ = editButton.grabFocus() }
    }

    private var isTop: Bool { page != nil && context.navigation?.top === page }

    /// The item was read again and shown: the title may have changed.
    func itemChanged() {
        if let page { fieldsGroup?.setListName(DisplayText.title(page.title)) }
        if isTop { context.navigation?.refreshChrome() }
    }

    /// The item is gone (deleted elsewhere): go back if the page is on top.
    func itemGone() {
        if isTop { context.pop() }
    }

    /// The item could not be read again: say it under `heading`.
    func readFailed(_ heading: String, _ error: Error, log: String) {
        Log.problem("\(log): \(error)")
        context.showError(heading, StoreFailurePage.storageError(error).message)
    }
}

/// A detail page whose fields open edit pages: what it shows and does in the header and
/// on Escape comes from its `DetailEditing`.
@MainActor
protocol EditableDetailPage: Page {
    var editing: DetailEditing { get }
}

extension EditableDetailPage {
    var content: Widget { editing.content }
    /// The menu (pictures out) at the edge, then "Edit".
    var headerEnd: [Widget] { (editing.pictureSection.map { [$0.exporter.menu] } ?? []) + [editing.editButton] }
    var hidesBackButton: Bool { editing.isEditing }
    var editMode: EditMode { editing.editMode }
    var editButton: Button { editing.editButton }
    var isEditing: Bool { editing.isEditing }
    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ on: Bool) { editing.setEditing(on) }
    func handleEscape() -> Bool { editing.handleEscape() }
    func didBecomeTop() { editing.didBecomeTop() }
}
