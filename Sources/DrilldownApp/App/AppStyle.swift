import Gtk
import Model

/// The app's stylesheet: GNOME-style boxed lists, cards and headings on top of GTK's
/// built-in Adwaita theme (libadwaita's classes, which plain GTK 4.8 lacks).
@MainActor
enum AppStyle {
    static func load() {
        Style.load(css: css + RainbowColor.swatchCSS)
    }

    static let css = """
    list.boxed-list {
        border-radius: 12px;
        border: 1px solid alpha(currentColor, 0.12);
        background-color: @theme_base_color;
    }
    list.boxed-list > row {
        border-bottom: 1px solid alpha(currentColor, 0.08);
        min-height: 50px;
    }
    list.boxed-list > row:first-child { border-top-left-radius: 12px; border-top-right-radius: 12px; }
    list.boxed-list > row:last-child {
        border-bottom: none;
        border-bottom-left-radius: 12px; border-bottom-right-radius: 12px;
    }
    .title-1 { font-size: 20pt; font-weight: 800; }
    .title-2 { font-size: 15pt; font-weight: 800; }
    .heading { font-weight: 700; }
    .caption { font-size: 9pt; }
    .row-icon { min-width: 32px; }
    button.pill { border-radius: 9999px; padding: 10px 32px; }
    .toast {
        background-color: alpha(#303030, 0.95);
        color: white;
        border-radius: 9999px;
        padding: 6px 6px 6px 18px;
        margin: 12px;
        box-shadow: 0 2px 8px alpha(black, 0.3);
    }
    .toast button { color: white; }
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
    /* The toast's action ("Undo") on the dark toast: light text on a faint light fill. */
    .toast button:not(.circular) {
        background: alpha(white, 0.15); border: none; box-shadow: none; font-weight: 700;
    }
    .toast button:not(.circular):hover { background: alpha(white, 0.25); }
    /* Coffee List: the placeholder of a coffee without a picture stays in the background. */
    .no-picture image { opacity: 0.35; }
    .picture-placeholder { padding: 24px; }
    """
}
