/// A country of the Countries section (the original tutorial's UITableView series).
public struct Country: Sendable, Equatable {
    /// The name shown: iso-codes' name in the user's language for a country it knows,
    /// otherwise the original tutorial's own entry as the original tutorial wrote it.
    public let name: String
    /// The original tutorial's entry ("Iceland", "Rome", "U.S.A").
    public let tutorialName: String
    /// ISO 3166-1 alpha-2 code when the entry is a country iso-codes names ("IS"); nil
    /// for the original tutorial's own entries, kept as they are ("Rome" is a city, "U.S.A" the
    /// original tutorial's spelling).
    public let code: String?
    public let continent: Continent
    public let visited: Bool

    public init(name: String, tutorialName: String? = nil, code: String? = nil, continent: Continent, visited: Bool) {
        self.name = name
        self.tutorialName = tutorialName ?? name
        self.code = code
        self.continent = continent
        self.visited = visited
    }

    /// The original tutorial's entry with its iso-codes name from `names` when it has a code.
    static func tutorial(
        _ tutorialName: String, code: String?, _ continent: Continent, visited: Bool,
        names: CountryNames
    ) -> Country {
        let shown = code.flatMap { names.name(alpha2: $0) } ?? tutorialName
        return Country(name: shown, tutorialName: tutorialName, code: code, continent: continent, visited: visited)
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

/// The original tutorial's countries in its two sections, in its order.
public enum CountryCatalog {
    /// "Countries to visit" then "Countries visited", names in the language of `names`
    /// (the interface's by default). The original tutorial's own entries "Rome" and "U.S.A" stay as
    /// the original tutorial wrote them.
    public static func sections(names: CountryNames = .forInterface()) -> SectionedList<Country> {
        func tutorial(_ name: String, _ code: String?, _ continent: Continent, visited: Bool) -> Country {
            Country.tutorial(name, code: code, continent, visited: visited, names: names)
        }
        return SectionedList(sections: [
            .init(
                title: tr("Countries to visit"),
                items: [
                    tutorial("Iceland", "IS", .europe, visited: false),
                    tutorial("Greenland", "GL", .northAmerica, visited: false),
                    tutorial("Switzerland", "CH", .europe, visited: false),
                    tutorial("Norway", "NO", .europe, visited: false),
                    tutorial("New Zealand", "NZ", .oceania, visited: false),
                    tutorial("Greece", "GR", .europe, visited: false),
                    tutorial("Rome", nil, .europe, visited: false),
                    tutorial("Ireland", "IE", .europe, visited: false),
                ]),
            .init(
                title: tr("Countries visited"),
                items: [
                    tutorial("India", "IN", .asia, visited: true),
                    tutorial("U.S.A", nil, .northAmerica, visited: true),
                ]),
        ])
    }
}
