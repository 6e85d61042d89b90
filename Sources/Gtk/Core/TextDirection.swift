import CGtk

/// Which way a widget lays out its children and text (`GtkTextDirection`): right to left
/// mirrors boxes, header bars, list rows, icons with an "-rtl" variant, and the side
/// swipes come from.
public enum TextDirection: Sendable {
    case leftToRight, rightToLeft

    init(_ direction: GtkTextDirection) {
        self = direction == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    var gtk: GtkTextDirection { self == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR }
}

extension Widget {
    /// The direction the widget lays out in: its own when set, else the default.
    public var direction: TextDirection { TextDirection(gtk_widget_get_direction(widget)) }

    /// Gives the widget a direction of its own (a phone number reads left to right in a
    /// right-to-left window), or, with nil, makes it follow the default again.
    public func setDirection(_ direction: TextDirection?) {
        gtk_widget_set_direction(widget, direction?.gtk ?? GTK_TEXT_DIR_NONE)
    }

    /// The direction of every widget without one of its own. `gtk_init` sets it from the
    /// locale (`localeDirection`); changing it re-lays out every widget.
    public static var defaultDirection: TextDirection {
        get { TextDirection(gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.gtk) }
    }

    /// The direction of the language GTK's own messages are in now: GTK's catalogue
    /// translates "default:LTR" as "default:RTL" for Hebrew, Arabic, Persian…
    public static var localeDirection: TextDirection { TextDirection(gtk_get_locale_direction()) }
}
