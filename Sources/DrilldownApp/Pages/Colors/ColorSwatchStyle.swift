import Model

/// The CSS that paints a `RainbowColor`: one class per colour, generated from the
/// model's hex values so the palette has a single source.
extension RainbowColor {
    /// The CSS class that fills a swatch with this colour.
    var swatchClass: String { "swatch-" + id }

    /// Rules for every colour's class plus the swatch shapes (loaded by `AppStyle`).
    static var swatchCSS: String {
        let shapes = """
            .color-swatch {
                min-width: 160px; min-height: 160px; border-radius: 24px;
                box-shadow: inset 0 0 0 1px alpha(black, 0.12), 0 2px 6px alpha(black, 0.15);
            }
            .color-dot {
                min-width: 24px; min-height: 24px; border-radius: 9999px;
                box-shadow: inset 0 0 0 1px alpha(black, 0.15);
            }
            /* The picker marks its choice with a tint and an accent check mark (as GNOME
               Settings does), so the colour dots stay readable on the selected row. */
            list.color-picker > row:selected {
                background-color: alpha(@theme_selected_bg_color, 0.15); color: @theme_text_color;
            }
            list.color-picker > row:selected:hover { background-color: alpha(@theme_selected_bg_color, 0.22); }
            list.color-picker > row:selected image { color: @theme_selected_bg_color; }

            """
        return shapes + allCases.map { ".\($0.swatchClass) { background-color: \($0.hex); }" }.joined(separator: "\n")
    }
}
