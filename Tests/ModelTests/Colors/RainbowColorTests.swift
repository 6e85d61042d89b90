import Testing

@testable import Model

@Suite struct RainbowColorTests {
    @Test func theSevenColoursInRainbowOrder() {
        #expect(
            RainbowColor.allCases.map(\.localizedName)
                == ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"])
    }

    @Test func everyColourHasItsOwnValidHexValue() {
        let hexes = RainbowColor.allCases.map(\.hex)
        #expect(Set(hexes).count == hexes.count)
        for hex in hexes {
            #expect(hex.count == 7 && hex.first == "#")
            let digitsOK = hex.dropFirst().allSatisfy { $0.isHexDigit }
            #expect(digitsOK, "\(hex)")
        }
    }

    @Test func identifiersAreStableLowercaseNames() {
        #expect(RainbowColor.allCases.map(\.id) == ["red", "orange", "yellow", "green", "blue", "indigo", "violet"])
        #expect(RainbowColor(rawValue: "indigo") == .indigo)
    }
}
