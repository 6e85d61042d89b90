import CLibXML2
import CSQLite
import Foundation

/// What a bug report needs to know about this copy of the app: its version, the versions
/// of the libraries it runs on (as loaded, not as built against) and where its data is.
/// Shown in the About window's Troubleshooting page, which copies or saves it as is:
/// plain text, not translated, so that whoever reads the report reads it.
public struct TroubleshootingInfo: Sendable, Equatable {
    /// The text shown and copied: one line for the app and each library, then the folders.
    public let text: String

    public init(
        appVersion: String, gtk: String, libadwaita: String, sqlite: String = Self.sqliteVersion,
        libxml2: String = Self.libxml2Version, userData: String, bundledData: String
    ) {
        text = """
            Drilldown \(appVersion)
            GTK \(gtk)
            libadwaita \(libadwaita)
            SQLite \(sqlite)
            libxml2 \(libxml2)
            Data folder: \(userData)
            Bundled data: \(bundledData)
            """
    }

    /// The SQLite library loaded ("3.40.1").
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    /// The libxml2 library loaded: its `xmlParserVersion` ("21004") written as 2.10.4
    /// (a macro over `__xmlParserVersion()` in a thread-enabled libxml2, as Debian's is).
    public static var libxml2Version: String {
        guard let version = __xmlParserVersion()?.pointee else { return "?" }
        return dottedLibXMLVersion(String(cString: version))
    }

    /// "21004" → "2.10.4"; anything else as it is.
    static func dottedLibXMLVersion(_ number: String) -> String {
        guard let value = Int(number.prefix { $0.isNumber }), value >= 10000 else { return number }
        return "\(value / 10000).\(value / 100 % 100).\(value % 100)"
    }
}
