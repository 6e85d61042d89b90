import Foundation

/// Everything the Formats page shows: the welcome text, and as labelled values in
/// sections the current locale and language, the original tutorials' numbers in every style, today's date and
/// a formatted phone number. Pure: built from an explicit `FormatsSheet.Context`, so it
/// is tested for any locale without touching the process.
public struct FormatsSheet: Sendable, Equatable {
    /// One labelled value ("Currency" — "4,60 €").
    public struct Row: Sendable, Equatable {
        public var label: String
        public var value: String
        /// The value reads left to right in every language (a phone number): shown with
        /// that direction of its own, so a right-to-left page does not reorder its groups.
        public var readsLeftToRight: Bool
        public init(label: String, value: String, readsLeftToRight: Bool = false) {
            self.label = label
            self.value = value
            self.readsLeftToRight = readsLeftToRight
        }
    }

    /// A titled group of rows.
    public struct Section: Sendable, Equatable {
        public var title: String
        public var rows: [Row]
        public init(title: String, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    /// What the sheet depends on.
    public struct Context: Sendable, Equatable {
        /// Locale for plain numbers (LC_NUMERIC).
        public var numeric: Locale
        /// Locale for prices (LC_MONETARY).
        public var monetary: Locale
        /// Locale for dates (LC_TIME).
        public var time: Locale
        /// The language messages are shown in, as a POSIX name ("it"), nil when untranslated.
        public var language: String?
        public var now: Date
        public var timeZone: TimeZone

        public init(
            numeric: Locale, monetary: Locale? = nil, time: Locale? = nil,
            language: String?, now: Date, timeZone: TimeZone
        ) {
            self.numeric = numeric
            self.monetary = monetary ?? numeric
            self.time = time ?? numeric
            self.language = language
            self.now = now
            self.timeZone = timeZone
        }

        /// One locale for everything (tests, previews).
        public init(locale identifier: String, language: String?, now: Date, timeZone: TimeZone) {
            self.init(
                numeric: Locale(identifier: identifier), language: language,
                now: now, timeZone: timeZone)
        }

        /// This process: the POSIX locale categories, gettext's language, now, here.
        public static func current(now: Date = Date()) -> Context {
            Context(
                numeric: UserLocale.current(.numeric), monetary: UserLocale.current(.monetary),
                time: UserLocale.current(.time), language: UserLocale.currentLanguage(),
                now: now, timeZone: .current)
        }
    }

    /// The phone number the original tutorials format.
    public static let samplePhoneNumber = "2032225200"
    /// Where the original tutorial's number is (Connecticut).
    public static let samplePhoneRegion = "US"

    /// The original tutorials' localized welcome ("Welcome!!!", Italian "Benvenuto!!!").
    public var welcome: String
    public var sections: [Section]

    public init(welcome: String, sections: [Section]) {
        self.welcome = welcome
        self.sections = sections
    }

    /// The sheet for `context`, with labels in the current gettext language.
    public init(context: Context) {
        var sections = [Self.localeSection(context)]
        for number in SampleNumber.tutorial {
            let rows = NumberStyle.allCases.map { style in
                Row(
                    label: style.title,
                    value: style.format(number.value, locale: style == .currency ? context.monetary : context.numeric))
            }
            sections.append(
                Section(
                    title: fill(tr("The number %1$@"), number.written(locale: context.numeric)),
                    rows: rows))
        }
        sections.append(
            Section(
                title: tr("Today"),
                rows: DateStyleSample.allCases.map { style in
                    Row(
                        label: style.title,
                        value: style.format(context.now, locale: context.time, timeZone: context.timeZone))
                }))
        // The original tutorial's number is American: "1(203)222-5200" in the US, as dialled from
        // abroad elsewhere ("+1 203-222-5200").
        let phone = PhoneNumberFormatter(locale: context.numeric)
        let formatted: Row
        switch phone.format(Self.samplePhoneNumber, asFrom: Self.samplePhoneRegion) {
        case .success(let number): formatted = Row(label: tr("Formatted"), value: number.text, readsLeftToRight: true)
        case .failure(let problem): formatted = Row(label: tr("Formatted"), value: problem.message())
        }
        sections.append(
            Section(
                title: tr("Phone Number"),
                rows: [
                    Row(label: tr("Digits"), value: Self.samplePhoneNumber, readsLeftToRight: true),
                    formatted,
                ]))
        self.sections = sections
        // TRANSLATORS: the greeting of the localization tutorial, shown large on the
        // Formats page; keep the three exclamation marks.
        self.welcome = tr("Welcome!!!")
    }

    /// Locale and language.
    static func localeSection(_ context: Context) -> Section {
        let names = Locale(identifier: context.language.map(UserLocale.identifier(posixName:)) ?? "en")
        let localeID = context.numeric.identifier
        let localeName = names.localizedString(forIdentifier: localeID)
        let languageValue: String
        if let language = context.language {
            let code =
                Locale(identifier: UserLocale.identifier(posixName: language)).language.languageCode?.identifier
                ?? language
            let name = names.localizedString(forLanguageCode: code)
            languageValue = name.map { nameWithCode($0, language) } ?? language
        } else {
            languageValue = tr("English (untranslated)")
        }
        return Section(
            title: tr("Locale and Language"),
            rows: [
                Row(label: tr("Locale"), value: localeName.map { nameWithCode($0, localeID) } ?? localeID),
                Row(label: tr("Language"), value: languageValue),
            ])
    }

    /// "italiano (Italia) (it_IT)": a name followed by its code.
    static func nameWithCode(_ name: String, _ code: String) -> String {
        // TRANSLATORS: a language or locale name followed by its code, as in
        // "Italian (Italy) (it_IT)"; change only the brackets if your language uses others.
        fill(tr("%1$@ (%2$@)"), name, code)
    }
}
