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

/// The original tutorials' Twitter trends file: `{"trends":[{"name":…,"url":…}…],"as_of":…}`.
///
/// Read strictly: the JSON must be valid (RFC 8259), every trend needs a non-empty name
/// and an http or https URL, and "as_of", when present, must be a readable date
/// (RFC 822 like the original tutorials' "Mon, 07 Sep 2009 09:18:34 +0000", RFC 3339, or seconds
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

    /// Reads the file in two linear passes over its bytes: `StrictJSON` checks the whole
    /// text, then `StrictJSONCursor` picks out the trends (no `[String: Any]` in between).
    public static func load(data: Data, name: String) throws(ImportError) -> TrendsDocument {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw .empty(name: name) }
        let start = try StrictJSON.validate(data, maximumDepth: TreeDocument.maximumDepth)
        let result: Result<TrendsDocument, ImportError> = data.withUnsafeBytes { raw in
            do throws(ImportError) {
                return .success(
                    try read(StrictJSONCursor(bytes: raw.bindMemory(to: UInt8.self)), from: start, name: name))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func read(
        _ json: StrictJSONCursor, from start: Int, name: String
    ) throws(ImportError) -> TrendsDocument {
        let root = json.skipWhitespace(start)
        // Like a dictionary: when a key is repeated, its last value counts.
        var list: Int?, asOf: Int?
        if json.kind(at: root) == .object {
            var key = json.firstKey(ofObjectAt: root)
            while let at = key {
                let value = json.value(ofKeyAt: at)
                if try json.string(at: at, equals: "trends") {
                    list = value
                } else if try json.string(at: at, equals: "as_of") {
                    asOf = value
                }
                key = json.nextKey(afterValueAt: value)
            }
        }
        guard let list else {
            throw ImportError(message: fill(tr("“%1$@” is not a trends file: it has no “trends” list."), name))
        }
        guard json.kind(at: list) == .array else {
            throw ImportError(message: tr("“trends” must be a list."))
        }
        var trends: [Trend] = []
        var element = json.firstElement(ofArrayAt: list)
        while let entry = element {
            trends.append(try trend(json, at: entry, number: trends.count + 1))
            element = json.next(after: entry)
        }
        return TrendsDocument(trends: trends, asOf: try asOfDate(json, at: asOf))
    }

    private static func trend(_ json: StrictJSONCursor, at entry: Int, number: Int) throws(ImportError) -> Trend {
        guard json.kind(at: entry) == .object else {
            throw ImportError(message: fill(tr("Trend %1$@ is not an object."), String(number)))
        }
        var nameAt: Int?, urlAt: Int?
        var key = json.firstKey(ofObjectAt: entry)
        while let at = key {
            let value = json.value(ofKeyAt: at)
            if try json.string(at: at, equals: "name") {
                nameAt = value
            } else if try json.string(at: at, equals: "url") {
                urlAt = value
            }
            key = json.nextKey(afterValueAt: value)
        }
        guard let nameAt, json.kind(at: nameAt) == .string,
            case let trendName = try json.string(at: nameAt), !trendName.isBlank
        else {
            throw ImportError(message: fill(tr("Trend %1$@ has no name."), String(number)))
        }
        guard let urlAt, json.kind(at: urlAt) == .string,
            let url = WebLink.validated(try json.string(at: urlAt))
        else {
            throw ImportError(
                message: fill(
                    tr("Trend “%1$@” has no valid web address (http or https)."),
                    DisplayText.line(trendName, limit: 80)))
        }
        return Trend(name: trendName, url: url)
    }

    private static func asOfDate(_ json: StrictJSONCursor, at value: Int?) throws(ImportError) -> Date? {
        guard let value else { return nil }
        switch json.kind(at: value) {
        case .null:
            return nil
        case .string:
            let text = try json.string(at: value)
            guard let date = InternetDate.parse(text) else {
                throw ImportError(
                    message: fill(
                        tr("The date “%1$@” in “as_of” is not readable."),
                        DisplayText.line(text, limit: 80)))
            }
            return date
        case .number:
            if let seconds = Double(json.rawText(at: value)), seconds.isFinite {
                return Date(timeIntervalSince1970: seconds)
            }
        case .boolean, .object, .array:
            break
        }
        throw ImportError(message: tr("“as_of” must be a date."))
    }
}
