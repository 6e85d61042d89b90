import Gtk
import Model

/// The app's stylesheet on top of libadwaita's (which brings boxed lists, cards,
/// headings, pills and toasts): only what is particular to Drilldown's widgets.
@MainActor
enum AppStyle {
    static func load() {
        Style.load(css: css + RainbowColor.swatchCSS)
    }

    static let css = """
    .row-icon { min-width: 32px; }
    .index-strip button { min-height: 0; min-width: 0; padding: 0 6px; font-size: 8pt; font-weight: 700; }
    .section-header { font-weight: 700; font-size: 9pt; color: alpha(currentColor, 0.6); margin-top: 12px; }
    .dimmed-list { opacity: 0.4; }
    /* RowListView: full-width rows with their own hover, focus and separators, so a
       section header drawn inside a row's first item is not highlighted with it. */
    listview.row-list { background-color: @theme_base_color; }
    listview.row-list > row { padding: 0; background: none; outline: none; }
    listview.row-list > row .row-content {
        padding: 8px 12px; min-height: 40px;
        border-bottom: 1px solid alpha(currentColor, 0.08);
    }
    listview.row-list > row:hover .row-content { background-color: alpha(currentColor, 0.05); }
    listview.row-list > row:active .row-content { background-color: alpha(currentColor, 0.10); }
    listview.row-list > row:focus-visible .row-content {
        outline: 2px solid alpha(@accent_color, 0.5); outline-offset: -2px; border-radius: 6px;
    }
    listview.row-list .section-header {
        padding: 18px 12px 6px 12px; margin-top: 0;
        border-bottom: 1px solid alpha(currentColor, 0.08);
    }
    listview.row-list .row-title { font-weight: 500; }
    .row-thumbnail { border-radius: 6px; }
    .row-dot { min-width: 12px; min-height: 12px; border-radius: 9999px; }
    .dot-red .row-dot { background-color: #e01b24; }
    .dot-yellow .row-dot { background-color: #f6d32d; }
    .dot-green .row-dot { background-color: #33d17a; }
    .row-content.done .row-title { text-decoration: line-through; opacity: 0.6; }
    .index-strip { background-color: @theme_base_color; }
    .text-field { background-color: @theme_base_color; border-radius: 6px; }
    .index-strip button { color: @theme_selected_bg_color; }
    /* Coffee List: the placeholder of a coffee without a picture stays in the background. */
    .no-picture image { opacity: 0.35; }
    .picture-placeholder { padding: 24px; }
    """
}
