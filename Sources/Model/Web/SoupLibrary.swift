internal import CSoup

/// libsoup 3, opened on the first download rather than linked: its libraries would
/// otherwise be loaded (and paid for) by every start of the app.
enum SoupLibrary {
    /// The result of opening the installed library; computed once, on first use, by
    /// whichever thread downloads first.
    static let loaded: Result<Void, FetchError> = load(fileName)
    /// The installed library's file name (soname).
    static let fileName = DD_SOUP_LIBRARY

    /// Opens `file` and resolves the functions `WebFetcher` calls; a missing file or
    /// function becomes `.libraryMissing` with the loader's words.
    static func load(_ file: String) -> Result<Void, FetchError> {
        var reason = [CChar](repeating: 0, count: 512)
        guard !dd_soup_load(file, &reason, reason.count) else { return .success(()) }
        let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .failure(.libraryMissing(text))
    }
}
