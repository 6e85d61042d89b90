import Foundation
import Gtk
import Model

/// "Formats" (the original tutorials' Localizing iPhone Apps 1–3): the welcome text in the user's
/// language, the current locale and language, the original tutorials' numbers in every number style,
/// today's date in two forms and a phone number, all formatted by Foundation for the
/// locale the POSIX environment names (see `UserLocale`). Below them, a field to try the
/// phone-number formatter on any number.
///
/// The values come from `FormatsSheet`; the page only lays them out, GNOME style: a
/// large heading, then a titled boxed list per section, label at the start and value at
/// the end of each row.
@MainActor
final class FormatsPage: Page {
    let title = tr("Formats")
    let content: Widget
    let welcomeLabel = Label()
    /// The field to try the phone formatter and its result.
    let phoneEntry = Entry(placeholder: tr("Phone number"))
    let phoneResult = Label()
    private let column = Box(.vertical, spacing: 12)
    /// The sheet's sections: each a heading, then a boxed list of label and value rows.
    let sectionsBox = Box(.vertical, spacing: 12)
    private(set) var sheet: FormatsSheet
    private let makeContext: @MainActor () -> FormatsSheet.Context
    /// Wakes the page at the start of each minute, so the time shown stays true.
    private var minuteTick: TimeoutHandle?

    init(
        context: PageContext,
        makeContext: @escaping @MainActor () -> FormatsSheet.Context = { FormatsSheet.Context.current() }
    ) {
        self.makeContext = makeContext
        sheet = FormatsSheet(context: makeContext())

        welcomeLabel.addCSSClass("title-1")
        welcomeLabel.wraps = true
        welcomeLabel.setJustifyCenter()
        welcomeLabel.setMargins(top: 12, bottom: 12, start: 0, end: 0)
        column.append(welcomeLabel)
        column.append(sectionsBox)
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        let clamp = Clamp(maximumWidth: 640)
        clamp.child = column
        let scroller = ScrolledWindow()
        scroller.child = clamp
        scroller.vexpand = true
        content = scroller
        column.append(Self.heading(tr("Try the Phone Number Formatter")))
        column.append(makePhoneBox())
        build()
        updatePhoneResult()
        scheduleMinuteTick()
    }

    /// Refreshes just after the next minute starts, then again every minute for as
    /// long as the page exists (the closure holds the page weakly).
    private func scheduleMinuteTick() {
        let second = Calendar.current.component(.second, from: Date())
        let wait = UInt32(max(1, 60 - second)) * 1000 + 100
        minuteTick = MainContext.after(milliseconds: wait) { [weak self] in
            guard let self else { return }
            self.refresh()
            self.scheduleMinuteTick()
        }
    }

    /// Reads the locale and the clock again (the time moves on while the page is away).
    func refresh() {
        let fresh = FormatsSheet(context: makeContext())
        guard fresh != sheet else { return }
        sheet = fresh
        build()
    }

    func didBecomeTop() {
        refresh()
    }

    private func build() {
        sectionsBox.removeAll()
        welcomeLabel.text = sheet.welcome
        for section in sheet.sections {
            let heading = Self.heading(section.title)
            sectionsBox.append(heading)
            let list = ListBox()
            list.addCSSClass("boxed-list")
            list.setMargins(top: 0, bottom: 12, start: 0, end: 0)
            FocusRegion.makeTabStop(list) // one Tab stop per section; arrows read its rows
            for row in section.rows {
                list.append(Self.makeRow(row))
            }
            sectionsBox.append(list)
        }
    }

    private static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.xalign = 0
        // "Den Telefonnummern-Formatierer ausprobieren" is wider than a phone.
        label.wraps = true
        label.addCSSClass("heading")
        return label
    }

    /// A row with the label at the start and the value at the end (wrapping when long).
    private static func makeRow(_ row: FormatsSheet.Row) -> ListBoxRow {
        let box = Box(.horizontal, spacing: 12)
        box.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        let label = Label(row.label)
        label.xalign = 0
        label.hexpand = true
        label.wraps = true
        let value = Label(row.value)
        value.xalign = 1
        value.wraps = true
        value.selectable = true
        value.addCSSClass("dim-label")
        value.canFocus = false
        if row.readsLeftToRight { value.setDirection(.leftToRight) }
        box.append(label)
        box.append(value)
        let listRow = ListBoxRow(box, activatable: false)
        listRow.setAccessibleLabel(fill(tr("%1$@: %2$@"), row.label, row.value))
        listRow.retain(label)
        listRow.retain(value)
        return listRow
    }

    private func makePhoneBox() -> Widget {
        let list = ListBox()
        list.addCSSClass("boxed-list")
        let box = Box(.vertical, spacing: 6)
        box.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        phoneEntry.setPhoneInput()
        phoneEntry.maxLength = 32
        phoneEntry.setAccessibleLabel(tr("Phone number"))
        phoneEntry.onChanged { [weak self] in self?.updatePhoneResult() }
        // Digits, "+" and groups are typed and read left to right in every language.
        phoneEntry.setDirection(.leftToRight)
        phoneResult.xalign = 0
        phoneResult.wraps = true
        phoneResult.selectable = true
        phoneResult.canFocus = false
        box.append(phoneEntry)
        box.append(phoneResult)
        let row = ListBoxRow(box, activatable: false)
        row.setAccessibleLabel(tr("Phone number"))
        list.append(row)
        return list
    }

    /// A number reads left to right in every language, still at the start of the page
    /// (its right edge, right to left); a message takes the page's direction (the
    /// welcome label's, which has none of its own).
    private func showNumberLeftToRight(_ number: Bool) {
        phoneResult.setDirection(number ? .leftToRight : nil)
        phoneResult.xalign = number && welcomeLabel.direction == .rightToLeft ? 1 : 0
    }

    /// Checks and formats what is typed in the phone field for the user's region, or
    /// says why it is not a phone number.
    func updatePhoneResult() {
        let typed = phoneEntry.text.trimmingCharacters(in: .whitespaces)
        let formatter = PhoneNumberFormatter(locale: makeContext().numeric)
        let isError: Bool
        if typed.isEmpty {
            phoneResult.text = tr("Type a phone number; one of another country starts with “+” and its country code.")
            isError = false
        } else {
            switch formatter.format(typed) {
            case .success(let number):
                phoneResult.text = number.text
                isError = false
            case .failure(let problem):
                phoneResult.text = problem.message()
                isError = true
            }
        }
        showNumberLeftToRight(!typed.isEmpty && !isError)
        phoneResult.setCSSClass("dim-label", typed.isEmpty)
        phoneResult.setCSSClass("error", isError)
        phoneEntry.setError(isError)
        // Screen readers hear the result (or the reason) with the field.
        phoneEntry.setAccessibleDescription(phoneResult.text)
    }
}
