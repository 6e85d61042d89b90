import CGtk
import Gtk
import XCTest

/// Builds a wrapper with `make`, lets `exercise` set and read a property through its
/// generated accessor and connect and emit a signal, runs `close` (a window's destroy),
/// and checks that the object is finalized once the wrapper goes: one check a wrapped
/// class (HACKING, "Add a widget wrapper", step 4).
@MainActor
func assertWrapperLifecycle<W: Object>(
    _ make: () throws -> W, close: (W) -> Void = { _ in }, file: StaticString = #filePath, line: UInt = #line,
    _ exercise: (W) throws -> Void
) throws {
    try GtkTestSupport.requireDisplay()
    var probe: FinalizationProbe?
    do {
        let object = try make()
        probe = FinalizationProbe(object)
        try exercise(object)
        close(object)
    }
    MainContext.drain()
    XCTAssertEqual(probe?.isFinalized, true, "\(W.self) is finalized when its wrapper goes", file: file, line: line)
}

/// Counts how often a handler ran.
@MainActor
final class Calls {
    private(set) var count = 0
    func record() { count += 1 }
}
