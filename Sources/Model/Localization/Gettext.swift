import CIntl
import Foundation

// Translation helpers over glibc's gettext (domain "drilldown").
//
// The names are short and fixed because meson-helpers/update-pot.sh extracts strings
// with xgettext's C parser using exactly these keywords: tr, trn:1,2, trc:1c,2.
// Translatable strings never contain Swift interpolation; fill positional
// placeholders ("%1$@", "%2$@") after translation with `fill(_:_:)`.
//
// Conventions (checked by Tests/ModelTests/Localization):
// - Placeholders are always `%1$@`, `%2$@`… (never `%d`/`%s`): every value is turned
//   into a string first, so numbers are formatted in the user's locale, and the
//   translator may reorder them. A literal percent sign in a filled string is `%%`.
// - Plurals: `fill(trn("%1$@ coffee", "%1$@ coffees", n), UserLocale.count(n))`. The
//   count goes both to ngettext (to choose the form) and, formatted, into `%1$@`.
// - Write non-ASCII characters literally (“”, …) and never as `\u{…}` escapes, and keep
//   the literal on one line inside the call: xgettext reads Swift with its C parser.
// - A comment starting `// TRANSLATORS:` right before the call goes to translators.
// - Run `meson-helpers/update-pot.sh` after adding or changing strings.

/// The translation of `msgid` in the user's language (or `msgid` itself).
public func tr(_ msgid: StaticString) -> String {
    let id = msgid.description
    return id.withCString { String(cString: dgettext(ModelLayer.textDomain, $0)) }
}

/// The singular or plural translation for `count` (ngettext).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String {
    singular.description.withCString { s in
        plural.description.withCString { p in
            String(cString: dngettext(ModelLayer.textDomain, s, p, UInt(max(0, count))))
        }
    }
}

/// The translation of `msgid` in `context` (pgettext): for short words whose meaning
/// depends on where they stand ("Edit" the verb on a button, say).
public func trc(_ context: StaticString, _ msgid: StaticString) -> String {
    let key = context.description + "\u{4}" + msgid.description
    let translated = key.withCString { String(cString: dgettext(ModelLayer.textDomain, $0)) }
    return translated == key ? msgid.description : translated
}

/// Fills the positional placeholders `%1$@`, `%2$@`… (and a lone `%@`) of a translated
/// format with `arguments`, in the order the translator chose.
public func fill(_ format: String, _ arguments: String...) -> String {
    fill(format, arguments: arguments)
}

/// Array form of `fill(_:_:)`.
public func fill(_ format: String, arguments: [String]) -> String {
    var result = ""
    var index = format.startIndex
    var nextSequential = 0
    while index < format.endIndex {
        let char = format[index]
        guard char == "%" else {
            result.append(char)
            index = format.index(after: index)
            continue
        }
        let rest = format[format.index(after: index)...]
        if rest.hasPrefix("%") {
            result.append("%")
            index = format.index(index, offsetBy: 2)
        } else if rest.hasPrefix("@") {
            result.append(nextSequential < arguments.count ? arguments[nextSequential] : "")
            nextSequential += 1
            index = format.index(index, offsetBy: 2)
        } else if let dollar = rest.firstIndex(of: "$"),
            let number = Int(rest[rest.startIndex..<dollar]),
            format.index(after: dollar) < format.endIndex,
            format[format.index(after: dollar)] == "@"
        {
            result.append(number >= 1 && number <= arguments.count ? arguments[number - 1] : "")
            index = format.index(dollar, offsetBy: 2)
        } else {
            result.append(char)
            index = format.index(after: index)
        }
    }
    return result
}
