import Testing

@testable import Model

@Test func textDomainIsDrilldown() {
    #expect(ModelLayer.textDomain == "drilldown")
}
