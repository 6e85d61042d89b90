import Testing

@testable import Model

@Suite struct GettextFillTests {
    @Test func positionalPlaceholdersFollowTheTranslatorsOrder() {
        #expect(fill("%2$@ before %1$@", "one", "two") == "two before one")
    }
    @Test func sequentialPlaceholderAndPercentEscape() {
        #expect(
            fill("Coffee \u{201C}%@\u{201D} deleted, 100%%", "Latte") == "Coffee \u{201C}Latte\u{201D} deleted, 100%")
    }
    @Test func untranslatedStringComesBackUnchanged() {
        #expect(tr("Drilldown") == "Drilldown")
        #expect(trn("%d coffee", "%d coffees", 2) == "%d coffees")
        #expect(trc("verb", "Edit") == "Edit")
    }
}
