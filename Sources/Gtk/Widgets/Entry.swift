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

/// A bar under the header bar that holds a search entry (`GtkSearchBar`); it slides in
/// and out unless `slides` is false.
@MainActor
public final class SearchBar: Widget {
    private var content: Widget?
    public init() { super.init(UnsafeMutableRawPointer(gtk_search_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func setChild(_ child: Widget) { gtk_search_bar_set_child(bar, child.widget); content = child }
    public func connectEntry(_ entry: SearchEntry) { gtk_search_bar_connect_entry(bar, entry.editable) }
    public func setKeyCaptureWidget(_ widget: Widget?) { gtk_search_bar_set_key_capture_widget(bar, widget?.widget) }
    /// Whether the bar slides in and out (GTK's default) or shows and hides at once. While
    /// it slides in, its entry stays unmapped until the slide's first frame, and GTK drops
    /// the keys aimed at an unmapped focus widget: a bar whose entry takes the focus as it
    /// opens, for keys typed at once (Escape, the query), shows at once. It still slides,
    /// in no time: a revealer without a transition keeps its hidden child's height in GTK
    /// 4.8 (it measures the child whether shown or not), a blank band above the content.
    public var slides: Bool {
        get { revealer.map { gtk_revealer_get_transition_duration($0) != 0 } ?? false }
        set {
            guard let revealer else { return }
            gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
            gtk_revealer_set_transition_duration(revealer, newValue ? Self.slideMilliseconds : 0)
        }
    }
    /// GTK's own length of a revealer's slide.
    static let slideMilliseconds: UInt32 = 250
    /// The bar's own `GtkRevealer` (its first child), which does the sliding.
    private var revealer: OpaquePointer? {
        guard let child = gtk_widget_get_first_child(widget) else { return nil }
        let instance = UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_revealer_get_type()) != 0 else { return nil }
        return OpaquePointer(child)
    }
    @discardableResult
    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("search-mode-enabled", handler)
    }
}
