import Foundation

/// Why a download gave nothing usable, in words a person understands (`message`).
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user cancelled.
    case cancelled
    /// Not an http or https address.
    case notWebAddress(String)
    /// A redirect pointed to something other than http or https.
    case redirectRefused(String)
    /// More redirects than the limit (or a loop).
    case tooManyRedirects(Int)
    /// The server answered with an error status.
    case status(Int, String)
    /// No answer within the connect timeout.
    case connectTimeout(TimeInterval)
    /// The body stopped arriving for longer than the idle timeout.
    case idleTimeout(TimeInterval)
    /// The body is larger than the limit.
    case tooLarge(limit: Int)
    /// The connection ended before the whole body arrived.
    case truncated
    /// Anything the network layer reported (no connection, unknown host, TLS…).
    case network(String)
    /// The body arrived but is not a usable document.
    case content(ImportError)
    /// The HTTP library (libsoup 3, opened on first use) could not be loaded; the
    /// loader's reason.
    case libraryMissing(String)

    public var description: String { message }

    /// The translated explanation.
    public var message: String {
        switch self {
        case .cancelled:
            return tr("The download was cancelled.")
        case .notWebAddress(let text):
            return fill(
                tr("“%1$@” is not a web address (only http and https addresses can be opened)."),
                DisplayText.title(text))
        case .redirectRefused(let text):
            return fill(
                tr("The server redirected to “%1$@”, which is not an http or https address."),
                DisplayText.title(text))
        case .tooManyRedirects(let limit):
            return fill(tr("The server redirected more than %1$@ times."), String(limit))
        case .status(let code, let reason):
            return fill(tr("The server answered “%1$@ %2$@”."), String(code), DisplayText.line(reason))
        case .connectTimeout(let seconds):
            return fill(tr("The server did not answer within %1$@ seconds."), String(Int(seconds.rounded())))
        case .idleTimeout(let seconds):
            return fill(tr("The download stalled: nothing arrived for %1$@ seconds."), String(Int(seconds.rounded())))
        case .tooLarge(let limit):
            return fill(
                tr("The document is too large (more than %1$@)."),
                ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .file))
        case .truncated:
            return tr("The connection ended before the whole document arrived.")
        case .network(let reason):
            return fill(tr("The document could not be downloaded: %1$@"), DisplayText.line(reason))
        case .content(let error):
            return error.message
        case .libraryMissing(let reason):
            return fill(
                tr("Downloads need libsoup 3 (Debian package libsoup-3.0-0), which could not be loaded: %1$@"),
                DisplayText.line(reason))
        }
    }
}
