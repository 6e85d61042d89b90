import CGtk
import GtkShims

/// A single-line text field (`GtkEntry`).
@MainActor
public final class Entry: Widget {
    public init(placeholder: String = "") {
        super.init(UnsafeMutableRawPointer(gtk_entry_new()))
        if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
    }
    var entry: UnsafeMutablePointer<GtkEntry> { cast(GtkEntry.self) }
    var editable: OpaquePointer { opaque }

    /// Capitalize each word (an input hint for names and titles).
    public func capitalizeWords() { gtk_entry_set_input_hints(entry, GTK_INPUT_HINT_UPPERCASE_WORDS) }
    public func setNumericInput() { gtk_entry_set_input_purpose(entry, GTK_INPUT_PURPOSE_NUMBER) }
    /// Asks on-screen keyboards for a phone keypad (digits, "+", "(", ")", …).
    public func setPhoneInput() { gtk_entry_set_input_purpose(entry, GTK_INPUT_PURPOSE_PHONE) }
    /// Marks the field as invalid (red) or valid.
    public func setError(_ on: Bool) { setCSSClass("error", on) }
    public func selectAll() { gtk_editable_select_region(editable, 0, -1) }

}

/// A search field with a magnifier icon and a clear button (`GtkSearchEntry`).
@MainActor
public final class SearchEntry: Widget {
    public init(placeholder: String = "") {
        super.init(UnsafeMutableRawPointer(gtk_search_entry_new()))
        if !placeholder.isEmpty { dd_set_placeholder(pointer, placeholder) }
        // The hint it shows names it (GTK 4.8 would say "GtkSearchEntry").
        setAccessibleLabel(placeholder)
    }
    var editable: OpaquePointer { opaque }
    /// Lets typing anywhere in `widget` start a search in this entry.
    public func setKeyCaptureWidget(_ widget: Widget?) {
        gtk_search_entry_set_key_capture_widget(opaque, widget?.widget)
    }
    /// Activates the entry as Enter does (emits `activate`).
    public func activate() { dd_signal_emit_void(pointer, "activate") }
}

private func dd_set_placeholder(_ pointer: UnsafeMutableRawPointer, _ text: String) {
    var value = GValue()
    g_value_init(&value, FundamentalType.string)
    g_value_set_string(&value, text)
    g_object_set_property(pointer.assumingMemoryBound(to: GObject.self), "placeholder-text", &value)
    g_value_unset(&value)
}

/// A bar that slides in under the header bar to hold a search entry (`GtkSearchBar`).
@MainActor
public final class SearchBar: Widget {
    private var content: Widget?
    public init() { super.init(UnsafeMutableRawPointer(gtk_search_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func setChild(_ child: Widget) { gtk_search_bar_set_child(bar, child.widget); content = child }
    public func connectEntry(_ entry: SearchEntry) { gtk_search_bar_connect_entry(bar, entry.editable) }
    public func setKeyCaptureWidget(_ widget: Widget?) { gtk_search_bar_set_key_capture_widget(bar, widget?.widget) }
    @discardableResult
    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("search-mode-enabled", handler)
    }
}
