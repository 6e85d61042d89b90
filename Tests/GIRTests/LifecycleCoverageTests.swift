import Foundation
import GIR
import XCTest

/// Every wrapper class has its lifecycle test (HACKING, "Add a widget wrapper", step 6): a
/// public class of `Sources/Gtk` descending from `Object` is made by the `make` closure of
/// an `assertWrapperLifecycle` or `assertBorrowedWrapperLifecycle` call in `Tests/GtkTests`,
/// or, for an `open` base class, one of its subclasses is. Every allow-listed class is one.
final class LifecycleCoverageTests: XCTestCase {
    func testEveryWrapperClassHasALifecycleTest() throws {
        let (_, allowList) = try XCTUnwrap(shared, "cannot read the allow-list or the GIR files")
        let classes = LifecycleCoverage.wrapperClasses(in: Array(wrapperSources().values))
        let tested = LifecycleCoverage.madeInLifecycleTests(Array(wrapperSources("Tests/GtkTests").values))
        XCTAssertGreaterThan(classes.count, 50, "the wrapper's classes are found")
        XCTAssertTrue(tested.contains("Label") && tested.contains("ListView"), "the tests' make closures are read")
        XCTAssertEqual(
            LifecycleCoverage.untested(classes, tested: tested), [], "wrapper classes without a lifecycle test")
        for entry in allowList.classes where !entry.isProtocol {
            XCTAssertNotNil(classes[entry.swiftName], "allow-listed \(entry.swiftName) is no wrapper class")
        }
    }

    /// The check fails for a class no test makes, and an open base passes through a subclass.
    func testAClassNoTestMakesIsReported() {
        let sources = [
            """
            open class Object {}
            open class Widget: Object {}
            public final class Label: Widget {}
            @MainActor public final class Thing<Row: Sendable>: Widget {}
            public final class Texture: @unchecked Sendable {}
            """
        ]
        let classes = LifecycleCoverage.wrapperClasses(in: sources)
        XCTAssertEqual(Set(classes.keys), ["Widget", "Label", "Thing"])
        let tested = LifecycleCoverage.madeInLifecycleTests(["try assertWrapperLifecycle({ Label(\"a\") }) { _ in }"])
        XCTAssertEqual(LifecycleCoverage.untested(classes, tested: tested), ["Thing"])
        XCTAssertEqual(LifecycleCoverage.untested(classes, tested: ["Thing"]), ["Label"])
    }
}

/// Reads wrapper classes and the classes lifecycle tests make from Swift source text.
enum LifecycleCoverage {
    /// Public or open classes descending from `Object`: name → superclass, and whether it is open.
    static func wrapperClasses(in sources: [String]) -> [String: (superclass: String, isOpen: Bool)] {
        var declared: [String: (superclass: String, isOpen: Bool)] = [:]
        let pattern = #"\b(public|open)\s+(?:final\s+)?class\s+(\w+)(?:<[^>]*>)?\s*:\s*(\w+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [:] }
        for text in sources {
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let group = { (index: Int) in Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
                declared[group(2)] = (group(3), group(1) == "open")
            }
        }
        return declared.filter { name, _ in descendsFromObject(name, declared) }
    }

    private static func descendsFromObject(
        _ name: String, _ declared: [String: (superclass: String, isOpen: Bool)]
    )
        -> Bool
    {
        var current = declared[name]?.superclass
        var steps = 0
        while let name = current, steps < 50 {
            if name == "Object" { return true }
            current = declared[name]?.superclass
            steps += 1
        }
        return false
    }

    /// The capitalised names in the `make` closures (the first `{ … }` of each call).
    static func madeInLifecycleTests(_ sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for text in sources {
            var rest = Substring(text)
            while let call = rest.range(of: #"assert(Borrowed)?WrapperLifecycle\("#, options: .regularExpression) {
                rest = rest[call.upperBound...]
                guard let open = rest.firstIndex(of: "{") else { break }
                var depth = 0
                var end = open
                for index in rest[open...].indices {
                    if rest[index] == "{" { depth += 1 }
                    if rest[index] == "}" { depth -= 1 }
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                names.formUnion(matches(#"\b([A-Z]\w*)\b"#, in: String(rest[open...end])))
                rest = rest[end...]
            }
        }
        return names
    }

    /// The classes neither made by a test nor (when open) covered by a tested subclass, sorted.
    static func untested(_ classes: [String: (superclass: String, isOpen: Bool)], tested: Set<String>) -> [String] {
        func covered(_ name: String) -> Bool {
            if tested.contains(name) { return true }
            guard classes[name]?.isOpen == true else { return false }
            return classes.contains { $0.value.superclass == name && covered($0.key) }
        }
        return classes.keys.filter { !covered($0) }.sorted()
    }
}
