import Foundation

@testable import Model

/// Restore files a hostile or careless hand made from a good backup, each with the words
/// its refusal must contain.
enum BackupHostileCorpus {
    struct Case {
        let name: String
        let file: URL
        let expected: String
    }

    static func write(from backup: URL) throws -> [Case] {
        var cases: [Case] = []
        func sql(_ name: String, _ statements: String, expected: String, vacuum: Bool = true) throws {
            let file = try BackupMutation.copy(backup, name + ".drilldown-backup")
            try BackupMutation.apply(statements, to: file, vacuum: vacuum)
            cases.append(Case(name: name, file: file, expected: expected))
        }
        let folder = backup.deletingLastPathComponent()
        let text = folder.appendingPathComponent("not-sqlite.drilldown-backup")
        try Data("name,price\nMocha,4\n".utf8).write(to: text)
        cases.append(Case(name: "not SQLite", file: text, expected: "not an SQLite database"))
        let empty = folder.appendingPathComponent("empty.drilldown-backup")
        try Data().write(to: empty)
        cases.append(Case(name: "empty", file: empty, expected: "not an SQLite database"))

        let whole = try Data(contentsOf: backup)
        let truncated = folder.appendingPathComponent("truncated.drilldown-backup")
        try whole.prefix(whole.count / 2).write(to: truncated)
        cases.append(Case(name: "truncated", file: truncated, expected: "truncated"))
        let header = folder.appendingPathComponent("header-only.drilldown-backup")
        try whole.prefix(100).write(to: header)
        cases.append(Case(name: "header only", file: header, expected: "truncated"))

        let huge = try BackupMutation.copy(backup, "huge-page-count.drilldown-backup")
        try BackupMutation.patchHeader(huge, offset: 28, value: 0x7FFF_FFFF)
        cases.append(Case(name: "huge page count", file: huge, expected: "announces"))
        let freeHeader = try BackupMutation.copy(backup, "huge-free-count.drilldown-backup")
        try BackupMutation.patchHeader(freeHeader, offset: 36, value: 26_214_400)
        cases.append(Case(name: "100 GB of free pages in the header", file: freeHeader, expected: "unused"))

        try sql(
            "free pages", "CREATE TABLE pad(x); INSERT INTO pad VALUES (zeroblob(8000000)); DROP TABLE pad;",
            expected: "unused", vacuum: false)
        try sql("write-ahead log", "PRAGMA journal_mode = WAL", expected: "write-ahead", vacuum: false)
        try sql(
            "newer format", "UPDATE manifest SET value = '2' WHERE key = 'format_version'", expected: "newer Drilldown")
        try sql("foreign format", "UPDATE manifest SET value = 'other' WHERE key = 'format'", expected: "“other”")
        try sql("no manifest", "DROP TABLE manifest", expected: "“manifest” is missing")
        try sql("missing table", "DROP TABLE cities", expected: "“cities” is missing")
        try sql("extra table", "CREATE TABLE extra(x)", expected: "unknown table (“extra”)")
        try sql("missing column", "ALTER TABLE todo DROP COLUMN complete", expected: "lacks the column “complete”")
        try sql("extra column", "ALTER TABLE todo ADD COLUMN secret", expected: "unknown column (“secret”)")
        try sql(
            "generated column", "ALTER TABLE todo ADD COLUMN g AS (length(text))", expected: "unknown column (“g”)")
        try sql(
            "trigger", "CREATE TRIGGER t AFTER INSERT ON todo BEGIN DELETE FROM todo; END",
            expected: "trigger (“t”)")
        try sql("view", "CREATE VIEW v AS SELECT * FROM todo", expected: "view (“v”)")
        try sql("virtual table", "CREATE VIRTUAL TABLE f USING fts5(x)", expected: "virtual table (“f”)")
        try sql("index", "CREATE INDEX i ON todo(text)", expected: "index (“i”)")
        try sql(
            "sqlite_sequence",
            "CREATE TABLE s(id INTEGER PRIMARY KEY AUTOINCREMENT); INSERT INTO s VALUES (1); DROP TABLE s; "
                + "INSERT INTO sqlite_sequence VALUES ('todo', 9223372036854775807)",
            expected: "sqlite_sequence", vacuum: false)
        try sql(
            "id at the end of the range",
            "UPDATE todo SET pk = 9223372036854775807 WHERE pk = (SELECT min(pk) FROM todo)",
            expected: "id is not a whole number")
        try sql("count mismatch", "DELETE FROM todo WHERE pk = (SELECT min(pk) FROM todo)", expected: "announces")
        try sql(
            "duplicate id",
            "INSERT INTO todo SELECT * FROM todo LIMIT 1; "
                + "UPDATE manifest SET value = CAST(value AS INTEGER) + 1 WHERE key = 'count.todo'",
            expected: "appears twice")
        try sql("text not UTF-8", "UPDATE todo SET text = CAST(X'C328' AS TEXT)", expected: "not valid UTF-8")
        try sql("text as a BLOB", "UPDATE animals SET name = X'00'", expected: "not text")
        try sql("priority not a number", "UPDATE todo SET priority = 'high'", expected: "not a whole number")
        try sql("price as text", "UPDATE coffee SET Price = 'free'", expected: "not a number")
        try sql(
            "huge text", "UPDATE recipes SET Description = replace(hex(zeroblob(1000000)), '0', 'x')",
            expected: "too long")
        try sql(
            "dangling ingredient", "UPDATE ingredients SET Recipe_ID = 999999", expected: "refers to a row")
        try sql(
            "bad picture bytes",
            "UPDATE coffee SET CoffeeImage = X'89504E470D0A1A0A0000' WHERE CoffeeImage IS NOT NULL",
            expected: "“CoffeeImage” of row")
        try sql("picture as text", "UPDATE cities SET image = 'http://example.com/x.png'", expected: "not a picture")
        try sql(
            "decompression bomb",
            "UPDATE cities SET image = X'89504E470D0A1A0A0000000D49484452000075300000753008060000000000000000' "
                + "WHERE image IS NOT NULL",
            expected: "“image” of row")
        return cases
    }
}
