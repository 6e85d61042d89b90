import CGtk
import Foundation
import Model
import XCTest

@testable import DrilldownApp
@testable import Gtk

/// Every translation of po/LINGUAS, section by section, at a phone's 360 px and a
/// desktop's 1280 px: no page asks for more width, no drawn label overlaps another,
/// and no drawn label is left in English (a text that is a msgid of the template is
/// English unless the language's catalogue keeps it as it is, like "Drilldown" or "OK"
/// in German).
final class TranslatedLayoutTests: XCTestCase {
    /// The locale each language runs under (install-deps.sh test generates them).
    static let locales = [
        "it": "it_IT.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8", "es": "es_ES.UTF-8",
        "he": "he_IL.UTF-8", "ja": "ja_JP.UTF-8",
    ]

    /// Rows of the bundled data that are also msgids (a coffee of the seed, "Flat White",
    /// is the Add Coffee name field's example): data, shown as it is in every language.
    static let data: Set<String> = ["Flat White"]

    /// The languages of po/LINGUAS.
    static var languages: [String] {
        let file = LocalizationTests.sourceRoot.appendingPathComponent("po/LINGUAS")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    func testEveryLanguageHasATestedLocale() {
        XCTAssertFalse(Self.languages.isEmpty)
        for language in Self.languages {
            XCTAssertNotNil(
                Self.locales[language], "po/LINGUAS has \(language): add its locale here and to install-deps.sh")
        }
    }

    func testEveryTranslationFitsAndLeavesNoEnglish() throws {
        let english = try POCatalogue(file: "po/drilldown.pot").entries.keys
        try onMain {
            for language in Self.languages {
                let kept = try POCatalogue(file: "po/\(language).po").entries.filter { $0.key == $0.value }.keys
                let untranslated = Set(english).subtracting(kept)
                try LocalizationTests.with(language: language, locale: Self.locales[language] ?? "C.UTF-8") {
                    let main = try AppHarness.makeWindow()
                    defer { AppHarness.close(main) }
                    for width: Int32 in [AdaptiveLayoutTests.phoneWidth, 1280] {
                        main.window.setDefaultSize(width: width, height: 720)
                        // Going from 360 to 1280 px, "at most 1280" holds before the window grows:
                        // wait for the new width itself, then for the layout at it.
                        XCTAssertTrue(
                            MainContext.iterate(
                                until: {
                                    let shown = main.navigation.leaflet.width
                                    return shown > width - 100 && shown <= width
                                },
                                timeout: 5), "\(language): the window did not take \(width) px")
                        AppHarness.settle(main)
                        Self.check(main, "\(language) \(width) px Home", width: width, untranslated: untranslated)
                        for section in Sections.all() {
                            XCTAssertTrue(main.home.open(sectionID: section.id))
                            AppHarness.settle(main)
                            let what = "\(language) \(width) px \(section.id)"
                            Self.check(main, what, width: width, untranslated: untranslated)
                            main.navigation.popToRoot()
                            AppHarness.settle(main)
                        }
                    }
                }
            }
        }
    }

    /// The top page at `width`: it fits, its labels do not overlap, none is English.
    @MainActor static func check(_ main: MainWindow, _ what: String, width: Int32, untranslated: Set<String>) {
        guard let frame = main.navigation.topFrame else { return XCTFail("\(what): no page") }
        // A stack cross-fading from "Loading…" to its list draws both for a moment.
        XCTAssertTrue(
            MainContext.iterate(until: { !isTransitioning(under: frame.root) }, timeout: 5),
            "\(what): a stack transition does not end")
        // The page's own content in this language; the header bar's fit at 360 px is
        // AdaptiveLayoutTests' (its buttons, not its words, decide it).
        XCTAssertLessThanOrEqual(
            frame.page.content.minimumWidth, width, "\(what): the page asks for more than \(width) px")
        let labels = drawnLabels(under: frame.root)
        XCTAssertFalse(labels.isEmpty, "\(what): no label is drawn")
        for label in labels where untranslated.contains(label.text) && !data.contains(label.text) {
            XCTFail("\(what): “\(label.text)” is shown in English")
        }
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] where label.bounds.overlaps(other.bounds) {
                // Overlapping by less than a pixel is rounding, not two texts on each other.
                let dx = min(label.bounds.maxX, other.bounds.maxX) - max(label.bounds.x, other.bounds.x)
                let dy = min(label.bounds.maxY, other.bounds.maxY) - max(label.bounds.y, other.bounds.y)
                if dx > 1 && dy > 1 {
                    XCTFail("\(what): “\(label.text)” \(label.bounds) overlaps “\(other.text)” \(other.bounds)")
                }
            }
        }
    }

    /// The labels drawn with some text under `root`, with their place in `root`, leaving
    /// out those scrolled out of their viewport.
    @MainActor static func drawnLabels(under root: Widget) -> [(text: String, bounds: Bounds)] {
        var found: [(String, Bounds)] = []
        for widget in WidgetTree.all(under: root.widget)
        where WidgetTree.typeName(widget) == "GtkLabel" && gtk_widget_get_mapped(widget) != 0
            && gtk_widget_get_child_visible(widget) != 0
        {
            let text = gtk_label_get_text(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
            var bounds = graphene_rect_t()
            guard !text.isEmpty, gtk_widget_compute_bounds(widget, root.widget, &bounds) != 0,
                let rect = visiblePart(of: widget, rect: bounds, root: root), rect.size.width > 0,
                rect.size.height > 0
            else { continue }
            found.append(
                (
                    text,
                    Bounds(
                        x: Double(rect.origin.x), y: Double(rect.origin.y),
                        width: Double(rect.size.width), height: Double(rect.size.height))
                ))
        }
        return found
    }

    /// Whether a stack or a squeezer under `root` is running a transition.
    @MainActor static func isTransitioning(under root: Widget) -> Bool {
        WidgetTree.all(under: root.widget).contains {
            switch WidgetTree.typeName($0) {
            case "GtkStack": gtk_stack_get_transition_running(OpaquePointer($0)) != 0
            // The header's title squeezer cross-fades between the full and compact titles.
            case "AdwSqueezer": adw_squeezer_get_transition_running(OpaquePointer($0)) != 0
            default: false
            }
        }
    }

    /// The part of `rect` (in `root`'s coordinates) inside every scrolled window between
    /// `widget` and `root` (a row half scrolled out is drawn only up to its viewport's
    /// edge), or nil when nothing of it is.
    @MainActor static func visiblePart(
        of widget: UnsafeMutablePointer<GtkWidget>, rect: graphene_rect_t, root: Widget
    ) -> graphene_rect_t? {
        var shown = rect
        var parent = gtk_widget_get_parent(widget)
        while let current = parent, current != root.widget {
            if WidgetTree.typeName(current) == "GtkScrolledWindow" {
                var clip = graphene_rect_t()
                var inside = graphene_rect_t()
                guard gtk_widget_compute_bounds(current, root.widget, &clip) != 0,
                    graphene_rect_intersection(&shown, &clip, &inside)
                else { return nil }
                shown = inside
            }
            parent = gtk_widget_get_parent(current)
        }
        return shown
    }
}

/// The singular entries of a po or pot file: msgid → msgstr (wrapped lines joined).
struct POCatalogue {
    let entries: [String: String]

    init(file: String) throws {
        let url = LocalizationTests.sourceRoot.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        var entries: [String: String] = [:]
        var field = ""
        var values: [String: String] = [:]
        func unquote(_ s: Substring) -> String {
            String(s.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\\", with: "\\")
        }
        func flush() {
            if let id = values["msgid"], !id.isEmpty, values["msgctxt"] == nil { entries[id] = values["msgstr"] ?? "" }
            values = [:]
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgctxt ") {
                flush()
                field = "msgctxt"
                values[field] = unquote(line.dropFirst(8))
            } else if line.hasPrefix("msgid ") {
                if values["msgctxt"] == nil || values["msgid"] != nil { flush() }
                field = "msgid"
                values[field] = unquote(line.dropFirst(6))
            } else if line.hasPrefix("msgstr ") {
                field = "msgstr"
                values[field] = unquote(line.dropFirst(7))
            } else if line.hasPrefix("msgid_plural ") || line.hasPrefix("msgstr[") {
                field = ""
            } else if line.hasPrefix("\""), !field.isEmpty {
                values[field, default: ""] += unquote(line[...])
            }
        }
        flush()
        self.entries = entries
    }
}
