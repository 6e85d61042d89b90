import Foundation
import Model

// Fuzz target for the Drill Down document readers (see meson-helpers/fuzz.sh).
//
// Built with `-sanitize=fuzzer -DFUZZING`, this file only defines libFuzzer's entry
// point and libFuzzer supplies `main`; the reader is chosen with the FUZZ_FORMAT
// environment variable (json, xmlPropertyList, binaryPropertyList, xml). Built normally,
// it runs `MutationLoop` instead: the same readers fed with deterministic mutations of
// the seed files, for machines without libFuzzer (and `--read FILE` for the tests).

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        guard let bytes else { return 0 }
        FuzzHarness.readOnce(Data(bytes: bytes, count: count), format: FuzzHarness.format)
        return 0
    }

    typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: FuzzCallback
    ) -> CInt

    /// SwiftPM links executables with `main` aliased to `<module>_main`; hand over to
    /// libFuzzer's driver from there.
    @_cdecl("fuzz_readers_main")
    public func fuzzReadersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, fuzzOneInput)
    }
#else
    @main
    struct FuzzReaders {
        static func main() {
            MutationLoop.run(arguments: CommandLine.arguments)
        }
    }
#endif
