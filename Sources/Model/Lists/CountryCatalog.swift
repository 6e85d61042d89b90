/// A country of the Countries section (the seed's UITableView series).
public struct Country: Sendable, Equatable {
    /// The name shown: iso-codes' name in the user's language for a country it knows,
    /// otherwise the seed's own entry as the seed wrote it.
    public let name: String
    /// The seed's entry ("Iceland", "Rome", "U.S.A").
    public let seedName: String
    /// ISO 3166-1 alpha-2 code when the entry is a country iso-codes names ("IS"); nil
    /// for the seed's own entries, kept as they are ("Rome" is a city, "U.S.A" the
    /// seed's spelling).
    public let code: String?
    public let continent: Continent
    public let visited: Bool

    public init(name: String, seedName: String? = nil, code: String? = nil, continent: Continent, visited: Bool) {
        self.name = name
        self.seedName = seedName ?? name
        self.code = code
        self.continent = continent
        self.visited = visited
    }

    /// The seed's entry with its iso-codes name from `names` when it has a code.
    static func seed(_ seedName: String, code: String?, _ continent: Continent, visited: Bool,
                     names: CountryNames) -> Country {
        let shown = code.flatMap { names.name(alpha2: $0) } ?? seedName
        return Country(name: shown, seedName: seedName, code: code, continent: continent, visited: visited)
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

/// The seed's countries in its two sections, in its order.
public enum CountryCatalog {
    /// "Countries to visit" then "Countries visited", names in the language of `names`
    /// (the interface's by default). The seed's own entries "Rome" and "U.S.A" stay as
    /// the seed wrote them.
    public static func sections(names: CountryNames = .forInterface()) -> SectionedList<Country> {
        func seed(_ name: String, _ code: String?, _ continent: Continent, visited: Bool) -> Country {
            Country.seed(name, code: code, continent, visited: visited, names: names)
        }
        return SectionedList(sections: [
            .init(title: tr("Countries to visit"), items: [
                seed("Iceland", "IS", .europe, visited: false),
                seed("Greenland", "GL", .northAmerica, visited: false),
                seed("Switzerland", "CH", .europe, visited: false),
                seed("Norway", "NO", .europe, visited: false),
                seed("New Zealand", "NZ", .oceania, visited: false),
                seed("Greece", "GR", .europe, visited: false),
                seed("Rome", nil, .europe, visited: false),
                seed("Ireland", "IE", .europe, visited: false),
            ]),
            .init(title: tr("Countries visited"), items: [
                seed("India", "IN", .asia, visited: true),
                seed("U.S.A", nil, .northAmerica, visited: true),
            ]),
        ])
    }
}
