import Foundation
import Testing

/// Fails when a string a person would read is written in Sources without going through
/// tr()/trn()/trc(): a literal given to a widget's text, title, label, tooltip or
/// placeholder, to a widget made from a label, or to a user-facing message. (That every
/// tr() literal is in the template is TemplateTests' job.)
///
/// A literal that must stay as written (an icon name given where a label could go, a
/// proper name) is marked with a `// no-tr: reason` comment on its line.
@Suite struct UntranslatedStringsTests {
    /// Argument labels and properties that carry text for people, in the app.
    static let appKeys = [
        "title", "subtitle", "label", "text", "tooltip", "tooltipText", "placeholder",
        "placeholderText", "message", "heading", "body", "secondaryText", "caption",
        "accessibleLabel", "accessibleDescription", "hint", "emptyTitle", "emptyHint",
        "emptyDescription", "buttonLabel", "prompt", "markup", "description",
        "summary", "detail", "status", "acceptLabel", "cancelLabel",
    ]
    /// In the model, only what is clearly a message for people (data such as seed rows
    /// may use other labels).
    static let modelKeys = ["message", "userMessage", "errorDescription", "localizedDescription", "heading"]
    /// Widgets made from a text given first and unlabelled (or labelled with a key above).
    static let widgets = [
        "Label", "Button", "CheckButton", "ToggleButton", "MenuButton", "LinkButton",
        "Toast", "MessageDialog", "AlertDialog", "StatusPage", "Expander", "Frame",
        "Heading", "ActionRow", "Row", "Section", "Banner", "Tab",
    ]
    /// C setters, should a page call GTK directly.
    static let cSetterPattern =
        #"gtk_\w+_set_(title|text|label|tooltip_text|tooltip_markup|placeholder_text|markup|subtitle|heading|body)\s*\([^()]*,\s*$"#

    struct Finding: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String {
            "\(file):\(line): \(text) is shown to people: wrap it in tr() (or mark it // no-tr: why)"
        }
    }

    /// The literals of `source` that look shown to people and are not translated.
    static func flagged(source: String, keys: [String], includeWidgets: Bool) throws -> [SwiftSourceScanner.Literal] {
        let keyPattern = #"(^|[^A-Za-z0-9_])("# + keys.joined(separator: "|") + #")\s*[:=]\s*$"#
        let setterPattern =
            #"(^|[^A-Za-z0-9_])set("#
            + keys.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "|") + #")\s*\(\s*$"#
        let widgetPattern = #"(^|[^A-Za-z0-9_.])("# + widgets.joined(separator: "|") + #")\s*\(\s*$"#
        var patterns = [keyPattern, setterPattern]
        if includeWidgets { patterns += [widgetPattern, cSetterPattern] }
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
        return SwiftSourceScanner(source: source).literals.filter { literal in
            guard isVisibleText(literal) else { return false }
            let before = literal.codeBefore
            let range = NSRange(before.startIndex..., in: before)
            return expressions.contains { $0.firstMatch(in: before, range: range) != nil }
        }
    }

    static func findings(in folder: String, keys: [String], includeWidgets: Bool) throws -> [Finding] {
        try SourceTree.swiftFiles(under: folder).flatMap { file in
            try flagged(source: SourceTree.read(file), keys: keys, includeWidgets: includeWidgets)
                .map { Finding(file: file, line: $0.line, text: $0.text) }
        }
    }

    /// Literals that could be read by a person: with a letter, not an icon name or an
    /// identifier, not a queue or logger label, not marked `no-tr`.
    static func isVisibleText(_ literal: SwiftSourceScanner.Literal) -> Bool {
        if literal.lineComment.contains("no-tr") { return false }
        guard let value = literal.value else { return true } // interpolation: always wrong here
        if !value.contains(where: \.isLetter) { return false }
        if value.hasSuffix("-symbolic") { return false }
        // Identifiers: queue labels, action and resource names ("drilldown.coffee.thumbnails").
        if value.range(of: #"^[a-z0-9]+([._-][a-z0-9]+)+$"#, options: .regularExpression) != nil { return false }
        if literal.codeBefore.range(of: #"(DispatchQueue|Logger|OSLog|Thread)\s*\("#, options: .regularExpression)
            != nil
        {
            return false
        }
        return true
    }

    @Test func appStringsAreMarkedForTranslation() throws {
        let found = try Self.findings(in: "Sources/DrilldownApp", keys: Self.appKeys, includeWidgets: true)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func modelMessagesAreMarkedForTranslation() throws {
        let found = try Self.findings(in: "Sources/Model", keys: Self.modelKeys, includeWidgets: false)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func theCheckCatchesWhatItShould() throws {
        // The patterns above, on a sample page: each "bad" line must be found.
        let sample = """
            let a = Label("Bad one")
            title.text = "Bad two"
            button.tooltipText = "Bad three"
            let b = Button(label: "Bad four")
            entry.setPlaceholderText("Bad five")
            gtk_window_set_title(window, "Bad six")
            let c = Label(tr("Good"))
            row.subtitle = tr("Good")
            image.iconName = "go-next-symbolic"
            let d = Button(iconName: "list-add-symbolic", tooltip: tr("Add"))
            heading.text = "Drilldown" // no-tr: the application's name
            let e = Label("12:00")
            status.text = "Bad \\(seven)"
            let queue = DispatchQueue(label: "drilldown.coffee.thumbnails", qos: .utility)
            button.label = "app.open-file"
            """
        let flagged = try Self.flagged(source: sample, keys: Self.appKeys, includeWidgets: true)
        #expect(flagged.map(\.line) == [1, 2, 3, 4, 5, 6, 13])
    }
}
