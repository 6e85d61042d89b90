import CGtk
import Foundation

/// Text in Pango markup printed across as many pages as it needs: laid out once the page
/// size is known (`begin-print`), broken between lines (a line never straddles two pages,
/// none is lost or repeated), and drawn one page at a time (`draw-page`).
@MainActor
public final class PagedText {
    public let markup: String
    /// The font of text the markup does not set one for ("Sans 11").
    public let font: String
    /// The Pango layout (a reference); touched on the main thread only, and by `deinit`.
    private nonisolated(unsafe) var layout: OpaquePointer?
    /// The top of each page's first line, in Pango units from the layout's top.
    private var pageTops: [Int32] = []
    private var layoutHeight: Int32 = 0

    /// Prints `markup` in `font` with `operation` (which keeps this object as long as it lives).
    public init(markup: String, font: String, operation: PrintOperation) {
        self.markup = markup
        self.font = font
        operation.onBeginPrint { [self, weak operation] context in
            operation?.setPageCount(self.layOut(context))
        }
        operation.onDrawPage { [self] context, page in self.draw(page: page, on: context) }
    }

    deinit { if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) } }

    /// The number of pages of the last layout.
    public var pageCount: Int { pageTops.count }

    /// `text` with the characters markup gives a meaning to (`<`, `&`…) escaped.
    public nonisolated static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    private func layOut(_ context: PrintContext) -> Int {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layout = context.makeLayout()
        guard let layout else { return 1 }
        let scale = Double(PANGO_SCALE)
        pango_layout_set_width(layout, Int32(context.width * scale))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let description = pango_font_description_from_string(font) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_markup(layout, markup, -1)
        let pageHeight = Int32(context.height * scale)
        var tops: [Int32] = [0]
        let lines = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(lines) }
        repeat {
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(lines, nil, &extents)
            let pageTop = tops[tops.count - 1]
            if extents.y + extents.height - pageTop > pageHeight, extents.y > pageTop { tops.append(extents.y) }
        } while pango_layout_iter_next_line(lines) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        layoutHeight = logical.y + logical.height
        pageTops = tops
        return tops.count
    }

    private func draw(page: Int, on context: PrintContext) {
        guard let layout, let cairo = context.cairo, pageTops.indices.contains(page) else { return }
        let scale = Double(PANGO_SCALE)
        let top = pageTops[page]
        let bottom = page + 1 < pageTops.count ? pageTops[page + 1] : layoutHeight
        cairo_save(cairo)
        // Only this page's lines: the first line of the next page may start above its bottom.
        cairo_rectangle(cairo, 0, 0, context.width, Double(bottom - top) / scale)
        cairo_clip(cairo)
        cairo_translate(cairo, 0, -Double(top) / scale)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}
