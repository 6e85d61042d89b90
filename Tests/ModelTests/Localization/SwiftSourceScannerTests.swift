import Testing

/// The scanner behind the template and untranslated-string checks must read Swift right,
/// or those checks would pass for the wrong reason.
@Suite struct SwiftSourceScannerTests {
    @Test func findsCallsWithTheirLiteralsAndLines() {
        let source = """
            // tr("in a comment") is not a call
            let a = tr("One")
            let b = fill(trn("%1$@ coffee",
                             "%1$@ coffees", n), UserLocale.count(n))
            let c = trc("verb", "Edit") /* tr("block") */
            func tr(_ s: StaticString) {}
            let d = x.tr("method, not ours")
            """
        let scanner = SwiftSourceScanner(source: source)
        #expect(scanner.calls.map(\.function) == ["tr", "trn", "trc"])
        #expect(scanner.calls.map(\.line) == [2, 3, 5])
        #expect(scanner.calls[1].arguments.map(\.value) == ["%1$@ coffee", "%1$@ coffees"])
        #expect(scanner.calls[1].arguments.map(\.line) == [3, 4])
        #expect(scanner.calls[2].arguments.map(\.value) == ["verb", "Edit"])
    }

    @Test func decodesEscapesAndSeesInterpolation() {
        let source = #"""
            let a = tr("Tab\there \"quoted\" \u{201C}x\u{201D}")
            let b = label("Hello \(name)!")
            """#
        let scanner = SwiftSourceScanner(source: source)
        #expect(scanner.literals[0].value == "Tab\there \"quoted\" \u{201C}x\u{201D}")
        #expect(scanner.literals[1].value == nil)
        #expect(scanner.literals[1].codeBefore.hasSuffix("label("))
    }

    @Test func skipsMultilineAndRawStrings() {
        let source = ##"""
            let sql = """
                SELECT "tr(" FROM t -- don't
                """
            let raw = #"a "quoted" tr("x")"#
            let after = tr("After")
            """##
        let scanner = SwiftSourceScanner(source: source)
        #expect(scanner.calls.count == 1)
        #expect(scanner.calls.first?.line == 5)
        #expect(scanner.literals[0].isMultiline)
        #expect(scanner.literals[0].value == "SELECT \"tr(\" FROM t -- don't")
        #expect(scanner.literals[1].isRaw)
        #expect(scanner.literals[1].value == #"a "quoted" tr("x")"#)
    }

    @Test func keepsTheCommentAtTheEndOfALiteralsLine() {
        let scanner = SwiftSourceScanner(source: "button.iconName = \"go-next\" // no-tr: icon name\n")
        #expect(scanner.literals.first?.lineComment == "// no-tr: icon name")
        #expect(scanner.literals.first?.codeBefore == "button.iconName = ")
    }
}
