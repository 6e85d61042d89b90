import CGtk

/// An application's settings (`GSettings`) of one schema, found in the installed
/// schemas (or `GSETTINGS_SCHEMA_DIR`'s) before anything is made: `g_settings_new` aborts
/// the process for a schema that is not installed, so `init?(schemaID:)` looks it up
/// first and returns nil without it (the caller then uses its defaults).
@MainActor
public final class Settings: Object {

    /// The settings of `schemaID`, or nil when no installed schema has that id.
    public init?(schemaID: String) {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard let made = g_settings_new_full(schema, nil, nil) else { return nil }
        super.init(UnsafeMutableRawPointer(made), ownership: .adopt)
    }

    private var gsettings: UnsafeMutablePointer<GSettings> { cast(GSettings.self) }

    public func int(_ key: String) -> Int32 { g_settings_get_int(gsettings, key) }
    public func setInt(_ key: String, _ value: Int32) { g_settings_set_int(gsettings, key, value) }

    public func bool(_ key: String) -> Bool { g_settings_get_boolean(gsettings, key) != 0 }
    public func setBool(_ key: String, _ value: Bool) { g_settings_set_boolean(gsettings, key, value ? 1 : 0) }

    /// A string-array key (`as`).
    public func strings(_ key: String) -> [String] {
        consumeStrings(g_settings_get_strv(gsettings, key))
    }

    public func setStrings(_ key: String, _ values: [String]) {
        withCStrings(values) { _ = g_settings_set_strv(gsettings, key, $0) }
    }

    /// Writes pending changes to disk now (before the process exits).
    public static func sync() { g_settings_sync() }
}
