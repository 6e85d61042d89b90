import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

final class ObjectLifetimeTests: XCTestCase {
    func testWidgetIsFinalizedWhenItsWrapperGoesAway() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var label: Label? = Label("temporary")
            let probe = FinalizationProbe(label!)
            XCTAssertFalse(probe.isFinalized)
            label = nil
            XCTAssertTrue(probe.isFinalized, "the wrapper held the only reference")
        }
    }

    func testFloatingReferenceIsSunkAndParentKeepsChildAlive() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let box = Box(.vertical)
            var child: Label? = Label("child")
            XCTAssertFalse(dd_object_is_floating(child!.pointer) != 0, "the wrapper owns a real reference")
            let probe = FinalizationProbe(child!)
            box.append(child!)
            box.remove(child!)
            XCTAssertFalse(probe.isFinalized, "our wrapper still holds it")
            child = nil
            XCTAssertTrue(probe.isFinalized)
        }
    }

    func testWrapperIsFoundAgainFromThePointer() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let button = Button(label: "Press")
            XCTAssertTrue(Object.wrapper(of: button.pointer) === button)
            let pointer = button.pointer
            g_object_ref(pointer)
            weak var weakButton: Button?
            do {
                let temporary = Button(pointer)
                weakButton = temporary
                XCTAssertTrue(Object.wrapper(of: pointer) === temporary, "the newest wrapper registers itself")
            }
            XCTAssertNil(weakButton)
            XCTAssertNil(Object.wrapper(of: pointer), "a dead wrapper is not handed out")
            g_object_unref(pointer)
        }
    }

    func testSignalClosureIsReleasedOnDisconnectAndOnFinalize() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            final class Witness {}
            weak var weakWitness: Witness?
            var clicks = 0
            let button = Button(label: "Press")
            do {
                let witness = Witness()
                weakWitness = witness
                let handler = button.onClicked {
                    _ = witness; clicks += 1
                }
                button.click()
                XCTAssertEqual(clicks, 1)
                button.disconnect(handler)
            }
            XCTAssertNil(weakWitness, "disconnect releases the closure box")
            button.click()
            XCTAssertEqual(clicks, 1)

            var other: Button? = Button(label: "Other")
            do {
                let witness = Witness()
                weakWitness = witness
                other!.onClicked { _ = witness }
            }
            XCTAssertNotNil(weakWitness)
            other = nil
            XCTAssertNil(weakWitness, "finalizing the object releases its closures")
        }
    }

    func testHandlerThatCapturesItsWidgetWeaklyDoesNotLeak() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var button: Button? = Button(label: "Self")
            button!.onClicked { [weak button] in button?.label = "Clicked" }
            button!.click()
            XCTAssertEqual(button!.label, "Clicked")
            let probe = FinalizationProbe(button!)
            button = nil
            XCTAssertTrue(probe.isFinalized)
        }
    }
}
