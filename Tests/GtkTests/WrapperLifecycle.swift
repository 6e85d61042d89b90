import CGtk
import Gtk
import WrapperTestSupport
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

/// The check of `assertWrapperLifecycle` for an object someone else owns (a display's
/// clipboard, which GDK also references while it has content): the wrapper `make` returns
/// takes one reference to `object` and lets exactly that one go with itself, leaving no
/// wrapper behind.
@MainActor
func assertBorrowedWrapperLifecycle<W: Object>(
    of object: UnsafeMutableRawPointer, _ make: () throws -> W, file: StaticString = #filePath, line: UInt = #line,
    _ exercise: (W) throws -> Void
) throws {
    try GtkTestSupport.requireDisplay()
    let gobject = object.assumingMemoryBound(to: GObject.self)
    let before = gobject.pointee.ref_count
    var held: UInt32 = 0
    do {
        let wrapper = try make()
        XCTAssertEqual(wrapper.pointer, object, "\(W.self) wraps the object", file: file, line: line)
        XCTAssertEqual(gobject.pointee.ref_count, before + 1, "\(W.self) takes one reference", file: file, line: line)
        try exercise(wrapper)
        MainContext.drain()
        held = gobject.pointee.ref_count
    }
    XCTAssertEqual(gobject.pointee.ref_count, held - 1, "\(W.self) lets its reference go", file: file, line: line)
    XCTAssertNil(Object.wrapper(of: object), "no wrapper is left on the object", file: file, line: line)
}

/// Counts how often a handler ran.
@MainActor
final class Calls {
    private(set) var count = 0
    func record() { count += 1 }
}
