/// A country of the Countries section (the original tutorials' UITableView series).
public struct Country: Sendable, Equatable {
    public let name: String
    public let continent: Continent
    public let visited: Bool

    public init(name: String, continent: Continent, visited: Bool) {
        self.name = name
        self.continent = continent
        self.visited = visited
    }
}

/// Where a country lies; its name is shown as the row's subtitle.
public enum Continent: Sendable, Equatable {
    case europe, northAmerica, asia, oceania

    /// The continent's name in the user's language.
    public var localizedName: String {
        switch self {
        case .europe: tr("Europe")
        case .northAmerica: tr("North America")
        case .asia: tr("Asia")
        case .oceania: tr("Oceania")
        }
    }
}

/// The original tutorials' countries in its two sections, in its order.
public enum CountryCatalog {
    /// "Countries to visit" then "Countries visited". Names are the original tutorials' (including
    /// "Rome" and "U.S.A"); they are proper names and stay untranslated.
    public static func sections() -> SectionedList<Country> {
        SectionedList(sections: [
            .init(title: tr("Countries to visit"), items: [
                Country(name: "Iceland", continent: .europe, visited: false),
                Country(name: "Greenland", continent: .northAmerica, visited: false),
                Country(name: "Switzerland", continent: .europe, visited: false),
                Country(name: "Norway", continent: .europe, visited: false),
                Country(name: "New Zealand", continent: .oceania, visited: false),
                Country(name: "Greece", continent: .europe, visited: false),
                Country(name: "Rome", continent: .europe, visited: false),
                Country(name: "Ireland", continent: .europe, visited: false),
            ]),
            .init(title: tr("Countries visited"), items: [
                Country(name: "India", continent: .asia, visited: true),
                Country(name: "U.S.A", continent: .northAmerica, visited: true),
            ]),
        ])
    }
}
