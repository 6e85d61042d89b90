import CGtk

/// The page a print job draws on (`GtkPrintContext`), valid during the `begin-print` or
/// `draw-page` handler it is given to: its printable size in points and its cairo context.
@MainActor
public struct PrintContext {
    let context: OpaquePointer

    init(_ pointer: UnsafeMutableRawPointer) { context = OpaquePointer(pointer) }

    /// The printable width, in points (the page setup's margins excluded).
    public var width: Double { gtk_print_context_get_width(context) }
    /// The printable height, in points.
    public var height: Double { gtk_print_context_get_height(context) }

    /// The cairo context of the page being drawn.
    var cairo: OpaquePointer? { gtk_print_context_get_cairo_context(context) }

    /// A Pango layout with the printer's resolution and font options (transfer full).
    func makeLayout() -> OpaquePointer? { gtk_print_context_create_pango_layout(context) }
}
