import Foundation

/// One trending topic: its name and the web page to open for it.
public struct Trend: Sendable, Equatable {
    public var name: String
    /// Always an http or https URL (checked on import).
    public var url: URL

    public init(name: String, url: URL) {
        self.name = name
        self.url = url
    }
}

/// The seed's Twitter trends file: `{"trends":[{"name":…,"url":…}…],"as_of":…}`.
///
/// Read strictly: the JSON must be valid (RFC 8259), every trend needs a non-empty name
/// and an http or https URL, and "as_of", when present, must be a readable date
/// (RFC 822 like the seed's "Mon, 07 Sep 2009 09:18:34 +0000", RFC 3339, or seconds
/// since 1970). One bad entry refuses the file, so nothing half-read is shown.
public struct TrendsDocument: Sendable, Equatable {
    public var trends: [Trend]
    /// When the list was taken ("as_of"), if the file says.
    public var asOf: Date?

    public init(trends: [Trend], asOf: Date?) {
        self.trends = trends
        self.asOf = asOf
    }

    public static func load(contentsOf url: URL) throws(ImportError) -> TrendsDocument {
        try load(data: ImportFile.read(url), name: url.lastPathComponent)
    }

    public static func load(data: Data, name: String) throws(ImportError) -> TrendsDocument {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw .empty(name: name) }
        let value = try JSONDocument.parse(data, name: name)
        guard let root = value as? [String: Any], let list = root["trends"] else {
            throw ImportError(message: fill(tr("“%1$@” is not a trends file: it has no “trends” list."), name))
        }
        guard let entries = list as? [Any] else {
            throw ImportError(message: tr("“trends” must be a list."))
        }
        var trends: [Trend] = []
        trends.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let number = String(index + 1)
            guard let object = entry as? [String: Any] else {
                throw ImportError(message: fill(tr("Trend %1$@ is not an object."), number))
            }
            guard let trendName = object["name"] as? String,
                  !trendName.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ImportError(message: fill(tr("Trend %1$@ has no name."), number))
            }
            guard let address = object["url"] as? String, let url = WebLink.validated(address) else {
                throw ImportError(message: fill(tr("Trend “%1$@” has no valid web address (http or https)."),
                                                TreeBuilder.oneLine(trendName, limit: 80)))
            }
            trends.append(Trend(name: trendName, url: url))
        }
        return TrendsDocument(trends: trends, asOf: try asOfDate(root["as_of"]))
    }

    private static func asOfDate(_ value: Any?) throws(ImportError) -> Date? {
        guard let value, !(value is NSNull) else { return nil }
        if let text = value as? String {
            guard let date = InternetDate.parse(text) else {
                throw ImportError(message: fill(tr("The date “%1$@” in “as_of” is not readable."),
                                                TreeBuilder.oneLine(text, limit: 80)))
            }
            return date
        }
        if !isBoolean(value), let number = value as? NSNumber, number.doubleValue.isFinite {
            return Date(timeIntervalSince1970: number.doubleValue)
        }
        throw ImportError(message: tr("“as_of” must be a date."))
    }
}
