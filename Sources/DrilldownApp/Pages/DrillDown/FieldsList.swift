import Foundation
import Gtk
import Model

/// All keys and values of a Drill Down row, one boxed row each (key small above, value
/// below, selectable): numbers and dates in the user's locale, data as its size and a
/// hexadecimal preview, text bounded by `DisplayText`.
@MainActor
final class FieldsList {
    private let list = GroupedList()
    var content: Widget { list.scroller }

    /// The keys of the original tutorial's rows; a row with nothing else shows its page.
    static let tutorialKeys: Set<String> = ["Title", "View", "Children", "Rows"]

    /// What a detail page lists for `item`: its value under its title (a leaf of a generic
    /// document), or all its fields when it has more than the original tutorial's keys.
    static func entries(
        of item: TreeNode, numberLocale: Locale = UserLocale.current(.numeric),
        timeLocale: Locale = UserLocale.current(.time)
    ) -> [(key: String, value: String)] {
        func text(_ value: ScalarValue) -> String {
            DisplayText.value(value, numberLocale: numberLocale, timeLocale: timeLocale)
        }
        if let value = item.value {
            return [(item.title, text(value))]
        }
        guard item.fields.contains(where: { !tutorialKeys.contains($0.key) }) else { return [] }
        return item.fields.map { field in
            (field.key.isEmpty ? tr("(empty key)") : DisplayText.line(field.key), text(field.value))
        }
    }

    init(heading: String, entries: [(key: String, value: String)]) {
        let group = list.addGroup(DisplayText.title(heading))
        for entry in entries {
            let box = Box(.vertical, spacing: 2)
            box.setMargins(top: 8, bottom: 8, start: 12, end: 12)
            let key = Label(entry.key)
            key.xalign = 0
            key.addCSSClass("caption")
            key.addCSSClass("dim-label")
            key.ellipsize()
            let value = Label(entry.value)
            value.xalign = 0
            value.wraps = true
            value.selectable = true
            box.append(key)
            box.append(value)
            let row = PreferencesRow(box, title: entry.key)
            row.setAccessibleLabel(entry.key)
            row.retain(key)
            row.retain(value)
            group.add(row)
        }
    }
}
