import Foundation
import Testing

@testable import Model

/// The POSIX locale environment decides Foundation's locale (Locale.current on Linux
/// does not follow LANG) and gettext's language.
@Suite struct UserLocaleTests {
    @Test(arguments: [
        ("it_IT.UTF-8", "it_IT"),
        ("de_DE.utf8", "de_DE"),
        ("en_US", "en_US"),
        ("de_DE@euro", "de_DE"),
        ("de_DE.ISO-8859-15@euro", "de_DE"),
        ("sr_RS@latin", "sr_Latn_RS"),
        ("sr_RS.UTF-8@cyrillic", "sr_Cyrl_RS"),
        ("pt_br.UTF-8", "pt_BR"),
        ("it", "it"),
        ("C", "en_US_POSIX"),
        ("POSIX", "en_US_POSIX"),
        ("C.UTF-8", "en_US_POSIX"),
        ("", "en_US_POSIX"),
        ("/etc/weird", "en_US_POSIX"),
        ("LC_CTYPE=en_US.UTF-8;LC_NUMERIC=de_DE.UTF-8;LC_TIME=it_IT.UTF-8", "de_DE"),
    ])
    func posixNamesBecomeFoundationIdentifiers(posix: String, identifier: String) {
        #expect(UserLocale.identifier(posixName: posix) == identifier)
    }

    @Test func environmentPrecedenceIsLCAllThenCategoryThenLang() {
        let env = ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LC_TIME": ""]
        #expect(UserLocale.posixName(for: .numeric, environment: env) == "de_DE.UTF-8")
        #expect(UserLocale.posixName(for: .time, environment: env) == "en_US.UTF-8", "empty means unset")
        #expect(
            UserLocale.posixName(for: .numeric, environment: env.merging(["LC_ALL": "it_IT.UTF-8"]) { $1 })
                == "it_IT.UTF-8")
        #expect(UserLocale.posixName(for: .monetary, environment: [:]) == "C")
    }

    @Test func processLocaleWinsUnlessItIsC() {
        let env = ["LANG": "it_IT.UTF-8"]
        #expect(UserLocale.identifier(for: .numeric, processLocale: "de_DE.UTF-8", environment: env) == "de_DE")
        // glibc fell back to C (it_IT not generated): the user's choice still counts.
        #expect(UserLocale.identifier(for: .numeric, processLocale: "C", environment: env) == "it_IT")
        #expect(UserLocale.identifier(for: .numeric, processLocale: "C.UTF-8", environment: [:]) == "en_US_POSIX")
    }

    @Test func messageLanguagesFollowGettextsRules() {
        #expect(UserLocale.messageLanguages(processLocale: "it_IT.UTF-8", environment: [:]) == ["it_IT"])
        #expect(
            UserLocale.messageLanguages(processLocale: "en_US.UTF-8", environment: ["LANGUAGE": "it:de"]) == [
                "it", "de",
            ])
        // LANGUAGE is ignored under plain "C" but honoured under "C.UTF-8".
        #expect(UserLocale.messageLanguages(processLocale: "C", environment: ["LANGUAGE": "it"]) == [])
        #expect(UserLocale.messageLanguages(processLocale: "C.UTF-8", environment: ["LANGUAGE": "it"]) == ["it"])
        #expect(UserLocale.messageLanguages(processLocale: "C.UTF-8", environment: [:]) == [])
        #expect(
            UserLocale.messageLanguages(processLocale: nil, environment: ["LC_MESSAGES": "de_DE.UTF-8"]) == ["de_DE"])
        #expect(UserLocale.messageLanguages(processLocale: "en_US.UTF-8", environment: ["LANGUAGE": "::"]) == ["en_US"])
    }

    @Test func countsAreWrittenInTheLocale() {
        #expect(UserLocale.count(1234, locale: Locale(identifier: "en_US")) == "1,234")
        #expect(UserLocale.count(1234, locale: Locale(identifier: "de_DE")) == "1.234")
        #expect(UserLocale.count(-3, locale: Locale(identifier: "it_IT")) == "-3")
    }
}
