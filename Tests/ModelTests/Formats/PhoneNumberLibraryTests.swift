import Foundation
import Testing

@testable import Model

/// libphonenumber's shim is opened on the first phone number: it is found beside the
/// executable (SwiftPM builds, tests) or in `<prefix>/lib/drilldown` (installed), and a
/// missing one gives a reason a person can read instead of a crash.
@Suite struct PhoneNumberLibraryTests {
    @Test func theShimIsFoundBesideTheExecutableOrUnderLib() {
        let exe = URL(fileURLWithPath: "/opt/dd/bin/drilldown")
        #expect(
            PhoneNumberLibrary.candidates(executable: exe, environment: [:]) == [
                "/opt/dd/bin/libdrilldown-phonenumber.so", "/opt/dd/lib/drilldown/libdrilldown-phonenumber.so",
            ])
        #expect(
            PhoneNumberLibrary.candidates(executable: exe, environment: ["DRILLDOWN_LIBDIR": "/x"]).first
                == "/x/libdrilldown-phonenumber.so")
    }

    @Test func theBuiltShimLoadsAndFormats() throws {
        try PhoneNumberLibrary.loaded.get()
        let formatter = PhoneNumberFormatter(locale: Locale(identifier: "it_IT"))
        #expect(formatter.string(from: "0612345678") == "06 1234 5678")
    }

    @Test func aMissingShimIsAReadableProblem() {
        let result = PhoneNumberLibrary.load(["/nonexistent/libdrilldown-phonenumber.so"])
        guard case .failure(.unavailable(let reason)) = result else {
            Issue.record("a missing file loaded")
            return
        }
        #expect(reason.contains("/nonexistent/libdrilldown-phonenumber.so"), "dlopen's reason names the file")
        let message = PhoneNumberProblem.unavailable(reason).message()
        #expect(message.contains("libphonenumber"))
        #expect(message.contains(reason))
    }

    @Test func noCandidateAtAllSaysWhatWasMissing() {
        guard case .failure(.unavailable(let reason)) = PhoneNumberLibrary.load([]) else {
            Issue.record("nothing to load loaded")
            return
        }
        #expect(reason.contains("libdrilldown-phonenumber.so"))
    }

    @Test func aLibraryWithoutTheShimsFunctionsIsRefused() {
        guard case .failure(.unavailable(let reason)) = PhoneNumberLibrary.load(["libz.so.1"]) else {
            Issue.record("zlib was taken for the shim")
            return
        }
        #expect(reason.contains("dd_phone_impl_parse"))
    }
}
