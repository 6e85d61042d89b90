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
        /* Only libadwaita's named colours (@accent_color, @card_bg_color, @error_color,
           @borders…), so light, dark and high contrast all read well. */
        .row-icon { min-width: 16px; }
        /* Dimmed text (subtitles, captions) stays at 4.5:1 or more against the view, window
           and header colours in light, dark and high contrast (libadwaita's 0.55 gives 3.2:1
           on white). Rows' subtitles (AdwActionRow, AdwExpanderRow) are dimmed the same way. */
        .dim-label, row .subtitle { opacity: 0.75; }
        /* One row look for every list (home, sections, Drill Down levels): the metrics of
           libadwaita's boxed-list rows. */
        .row-content { min-height: 50px; padding: 0 12px; }
        .row-content > box { margin: 6px 0; }
        .index-strip button {
            min-height: 0; min-width: 0; padding: 0 6px; font-size: 8pt; font-weight: 700;
            color: @accent_color;
        }
        .section-header { font-weight: 700; }
        /* RowListView: the rows of a GtkListView drawn as a boxed list (cards with rounded
           ends), in a column clamped like the home page. Hover, focus and separators are
           drawn by each row's content, so a section header drawn inside a row's first item
           is not highlighted with it. */
        listview.row-list { background: none; padding: 0 0 12px 0; }
        listview.row-list > row { padding: 0; background: none; outline: none; }
        listview.row-list > row .row-content {
            margin: 0 12px;
            background-color: @card_bg_color;
            border: solid alpha(currentColor, 0.15);
            border-width: 0 1px 1px 1px;
        }
        listview.row-list > row .row-content.first {
            margin-top: 12px; border-top-width: 1px;
            border-top-left-radius: 12px; border-top-right-radius: 12px;
        }
        listview.row-list > row .row-content.last { border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
        listview.row-list > row:hover .row-content { background-image: image(alpha(currentColor, 0.03)); }
        listview.row-list > row:active .row-content { background-image: image(alpha(currentColor, 0.08)); }
        listview.row-list > row:focus-visible .row-content {
            outline: 2px solid alpha(@accent_color, 0.5); outline-offset: -2px;
        }
        listview.row-list .section-header { padding: 18px 12px 0 12px; margin: 0 12px; }
        .row-thumbnail { border-radius: 6px; }
        .row-dot { min-width: 12px; min-height: 12px; border-radius: 9999px; }
        .dot-red .row-dot { background-color: @error_color; }
        .dot-yellow .row-dot { background-color: @warning_color; }
        .dot-green .row-dot { background-color: @success_color; }
        .row-content.done .row-title { text-decoration: line-through; opacity: 0.75; }
        .index-strip { background-color: @window_bg_color; }
        .text-field { background-color: @view_bg_color; border-radius: 6px; }
        /* A multi-line field inside a boxed list: the row's card is its background. */
        .text-row, .text-row textview, .text-row text { background: none; }
        /* Coffee List: the placeholder of a coffee without a picture stays in the background. */
        .no-picture image { opacity: 0.35; }
        .picture-placeholder { padding: 24px; }
        """
}
