import Foundation
import Gtk
import Model

/// GNOME Shell's search provider (`org.gnome.Shell.SearchProvider2`) on the app's bus
/// name: the overview's search finds items of every section through the same search as
/// the home page, and opens them in the app.
///
/// Installed with `data/io.github.drilldown.Drilldown.search-provider.ini` (which names
/// the bus name and `objectPath`) and a D-Bus service file, so the Shell can start the
/// app (`--gapplication-service`, no window) when it is not running.
@MainActor
final class ShellSearchProvider {
    static let objectPath = "/io/github/drilldown/Drilldown/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"
    /// Result ids handed to the Shell per query (it shows only the first few).
    static let resultLimit = 20

    /// The interface's methods as GNOME Shell calls them: each argument's D-Bus type and
    /// name, then the reply's.
    private static let methods: [(name: String, arguments: [(String, String)], reply: [(String, String)])] = [
        ("GetInitialResultSet", [("as", "terms")], [("as", "results")]),
        ("GetSubsearchResultSet", [("as", "previous_results"), ("as", "terms")], [("as", "results")]),
        ("GetResultMetas", [("as", "identifiers")], [("aa{sv}", "metas")]),
        ("ActivateResult", [("s", "identifier"), ("as", "terms"), ("u", "timestamp")], []),
        ("LaunchSearch", [("as", "terms"), ("u", "timestamp")], []),
    ]

    /// The D-Bus introspection XML of `interface`, from `methods`.
    static var introspection: String {
        func arguments(_ list: [(String, String)], _ direction: String) -> String {
            list.map { "<arg type=\"\($0.0)\" name=\"\($0.1)\" direction=\"\(direction)\"/>" }.joined()
        }
        let body = methods.map { method in
            "<method name=\"\(method.name)\">" + arguments(method.arguments, "in") + arguments(method.reply, "out")
                + "</method>"
        }
        return "<node><interface name=\"\(interface)\">" + body.joined() + "</interface></node>"
    }

    private let search: SearchService
    private let application: Application
    private let sections: [SectionID: SectionDescriptor]
    private let open: @MainActor (SearchTarget) -> Void
    private let launchSearch: @MainActor (String) -> Void
    private var registration: DBusRegistration?
    /// The Shell's query being answered, cancelled when the next one arrives.
    private var pending: (cancellation: SearchCancellation, reply: @MainActor ([String]) -> Void)?

    /// `open` shows an item's page (making the window when needed); `launchSearch` shows
    /// the home search with the given text.
    init(
        sections: [SectionDescriptor], search: SearchService, application: Application,
        open: @escaping @MainActor (SearchTarget) -> Void, launchSearch: @escaping @MainActor (String) -> Void
    ) {
        self.search = search
        self.application = application
        self.open = open
        self.launchSearch = launchSearch
        var byID: [SectionID: SectionDescriptor] = [:]
        for section in sections { byID[section.id] = section }
        self.sections = byID
    }

    /// Exports the provider on `connection` (the session bus, before the app registers
    /// its name, so a call that started the app finds it) at `path` (the Shell's is the
    /// search-provider.ini's, `objectPath`).
    func export(on connection: DBusConnection, at path: String = ShellSearchProvider.objectPath) throws(DBusError) {
        registration = try connection.export(
            interfaceXML: ShellSearchProvider.introspection,
            interface: ShellSearchProvider.interface,
            at: path
        ) { [weak self] call in
            guard let self else { call.fail("the application is closing"); return }
            self.handle(call)
        }
    }

    func unexport() {
        registration?.unregister()
        registration = nil
    }

    private func handle(_ call: DBusMethodCall) {
        switch call.method {
        case "GetInitialResultSet":
            results(for: call.argument(0)?.strings ?? [], call: call)
        case "GetSubsearchResultSet":
            results(for: call.argument(1)?.strings ?? [], call: call)
        case "GetResultMetas":
            metas(for: call.argument(0)?.strings ?? [], call: call)
        case "ActivateResult":
            guard let identifier = call.argument(0)?.string, let target = SearchTarget(identifier: identifier) else {
                call.fail("unknown result", name: "org.freedesktop.DBus.Error.InvalidArgs")
                return
            }
            open(target)
            call.reply(nil)
        case "LaunchSearch":
            launchSearch(ShellSearchProvider.query(call.argument(0)?.strings ?? []))
            call.reply(nil)
        default:
            call.fail("no such method", name: "org.freedesktop.DBus.Error.UnknownMethod")
        }
    }

    /// The Shell splits what the user typed into terms; the app searches the phrase.
    static func query(_ terms: [String]) -> String { terms.joined(separator: " ") }

    /// The best results of every section, best rank first, then in section order.
    static func identifiers(_ sections: [SectionResults], limit: Int) -> [String] {
        let hits = sections.enumerated().flatMap { section, results in
            results.top.enumerated().map {
                (rank: $0.element.rank, section: section, order: $0.offset, target: $0.element.entry.target)
            }
        }
        return hits.sorted { ($0.rank.rawValue, $0.section, $0.order) < ($1.rank.rawValue, $1.section, $1.order) }
            .prefix(limit).map(\.target.identifier)
    }

    private func results(for terms: [String], call: DBusMethodCall) {
        // A query replaced by a newer one is cancelled and answered empty (the Shell
        // ignores answers to stale queries).
        if let stale = pending {
            pending = nil
            stale.cancellation.cancel()
            stale.reply([])
        }
        let query = ShellSearchProvider.query(terms)
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            call.reply(Variant(tuple: [Variant(strings: [])]))
            return
        }
        let cancellation = SearchCancellation()
        application.hold()
        pending = (
            cancellation,
            { [application] ids in
                call.reply(Variant(tuple: [Variant(strings: ids)]))
                application.release()
            }
        )
        search.search(query, limit: ShellSearchProvider.resultLimit, cancellation: cancellation) {
            [weak self] outcome in
            guard let self, let current = self.pending, current.cancellation === cancellation else { return }
            self.pending = nil
            current.reply(ShellSearchProvider.identifiers(outcome.sections, limit: ShellSearchProvider.resultLimit))
        }
    }

    private func metas(for identifiers: [String], call: DBusMethodCall) {
        let targets = identifiers.compactMap(SearchTarget.init(identifier:))
        application.hold()
        search.entries(for: targets) { [weak self, application] entries in
            defer { application.release() }
            guard let self else { call.fail("the application is closing"); return }
            call.reply(Variant(tuple: [Variant(array: entries.map(self.meta), of: "a{sv}")]))
        }
    }

    /// One result's meta: id, name, description (its second line, or its section) and
    /// the section's icon.
    private func meta(_ entry: SearchItem) -> Variant {
        let section = sections[entry.target.section]
        let sectionTitle = section?.title ?? ""
        let description = entry.subtitle.isEmpty ? sectionTitle : fill(tr("%1$@ — %2$@"), sectionTitle, entry.subtitle)
        var fields: [(key: String, value: Variant)] = [
            ("id", Variant(entry.target.identifier)),
            ("name", Variant(entry.title)),
            ("description", Variant(description)),
        ]
        if let icon = Variant.themedIcon(section?.icon ?? "system-search-symbolic") { fields.append(("icon", icon)) }
        return Variant(dictionary: fields)
    }
}
