import CGtk
import Gtk

@testable import DrilldownApp

/// What the Formats page shows, read from its widget tree: under `sectionsBox`, each
/// section's heading label, then its list's rows, each a label and a value label.
@MainActor
extension FormatsPage {
    /// The sections shown, in order.
    var shownSections: [(heading: Label, rows: [(label: Label, value: Label)])] {
        var sections: [(heading: Label, rows: [(label: Label, value: Label)])] = []
        var child = gtk_widget_get_first_child(sectionsBox.widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if let heading = Object.wrapper(of: UnsafeMutableRawPointer(current)) as? Label {
                sections.append((heading, []))
                continue
            }
            // The section's list: its labels in pairs, a row's label then its value.
            let labels = WidgetTree.all(under: current).compactMap {
                Object.wrapper(of: UnsafeMutableRawPointer($0)) as? Label
            }
            guard !sections.isEmpty else { continue }
            for index in stride(from: 0, to: labels.count - 1, by: 2) {
                sections[sections.count - 1].rows.append((labels[index], labels[index + 1]))
            }
        }
        return sections
    }

    /// The page's texts in order: welcome, then each section's heading and
    /// "label: value" rows.
    var shownTexts: [String] {
        var texts = [welcomeLabel.text]
        for section in shownSections {
            texts.append(section.heading.text)
            texts += section.rows.map { $0.label.text + ": " + $0.value.text }
        }
        return texts
    }

    /// The value shown in the row labelled `label` of section `section`.
    func shownValue(section: Int, label: String) -> String? { valueLabel(section: section, label: label)?.text }

    /// The label showing the value of the row labelled `label` of section `section`.
    func valueLabel(section: Int, label: String) -> Label? {
        let sections = shownSections
        guard sections.indices.contains(section) else { return nil }
        return sections[section].rows.first { $0.label.text == label }?.value
    }
}
