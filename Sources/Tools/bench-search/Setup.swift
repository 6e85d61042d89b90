import CSQLite
import Foundation
import Model

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

/// The process's peak resident memory so far, MiB.
func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// glibc's `malloc_trim` (in <malloc.h>, which the Glibc module does not import).
@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32

/// The process's resident memory now, MiB (/proc/self/statm), after giving freed memory
/// back to the system.
func residentMemoryMB() -> Double {
    _ = mallocTrim(0)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("bench-search: " + message + "\n").utf8))
    exit(1)
}

/// Adds `names` to coffee.sqlite in one transaction with the C API (the store inserts
/// one row per call; this is set-up, not what is measured).
func bulkInsertCoffees(_ file: URL, _ names: [String]) {
    var handle: OpaquePointer?
    guard sqlite3_open(file.path, &handle) == SQLITE_OK, let db = handle else { fail("cannot open \(file.path)") }
    defer { sqlite3_close(db) }
    func exec(_ sql: String) {
        if sqlite3_exec(db, sql, nil, nil, nil) != SQLITE_OK { fail(String(cString: sqlite3_errmsg(db))) }
    }
    exec("BEGIN IMMEDIATE")
    var statement: OpaquePointer?
    guard
        sqlite3_prepare_v2(db, "INSERT INTO Coffee(CoffeeName, Price) VALUES (?, 2.5)", -1, &statement, nil)
            == SQLITE_OK
    else {
        fail(String(cString: sqlite3_errmsg(db)))
    }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for name in names {
        sqlite3_bind_text(statement, 1, name, -1, transient)
        if sqlite3_step(statement) != SQLITE_DONE { fail(String(cString: sqlite3_errmsg(db))) }
        sqlite3_reset(statement)
    }
    sqlite3_finalize(statement)
    exec("COMMIT")
}

let coffeeSection = SectionID("coffee")

/// Every section of the app, as the app's home search has them, over `location`.
func allSources(_ location: DataLocation) -> (CoffeeStore, [SearchSource]) {
    let data = location.bundledData
    do {
        let coffee = try CoffeeStore.open(in: location)
        return (
            coffee,
            [
                BundledSearchSource.tree(data.appendingPathComponent("drilldown.plist"), in: SectionID("drilldown")),
                BundledSearchSource.countries(in: SectionID("countries")),
                StoreSearchSource.titled(coffee, in: coffeeSection),
                StoreSearchSource.todos(try TodoStore.open(in: location), in: SectionID("todo")),
                StoreSearchSource.titled(try ZooStore.open(in: location), in: SectionID("zoo")),
                RecipeSearchSource(try RecipeStore.open(in: location), in: SectionID("recipes")),
                StoreSearchSource.titled(try CityStore.open(in: location), in: SectionID("cities")),
                BundledSearchSource.books(data.appendingPathComponent("books.xml"), in: SectionID("books")),
                BundledSearchSource.trends(data.appendingPathComponent("trends.json"), in: SectionID("trends")),
            ]
        )
    } catch { fail("\(error)") }
}

func location(root: URL) -> DataLocation {
    DataLocation(bundledData: DataLocation.current().bundledData, userData: root.appendingPathComponent("drilldown"))
}

/// The 1, 5 and 15 minute load averages.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "" // absent: no figure
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// Runs a bench-search built from another revision with this run's coffee count and
/// returns what it printed.
func runBaseline(_ path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--coffees", String(coffeeCount)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run the baseline \(path): \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
}

/// The first number of a summary row ("| name | 3.7 ms | …") in a bench-search output.
func summaryFigure(_ name: String, in output: String) -> Double? {
    guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("| " + name + " |") }) else {
        return nil
    }
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count > 1 else { return nil }
    return Double(cells[1].split(separator: " ").first ?? "")
}
