import Foundation

/// Turns CSV records into an `ImportPreview`: the first record names the columns
/// (matched without regard to case or surrounding spaces, in any order); later records
/// are items.
struct CSVImport {
    let columns: [ExchangeColumn]
    let pictures: CollectionExchange.PictureCheck

    func preview(_ records: [CSVRecord]) throws(ImportError) -> ImportPreview {
        guard let header = records.first else {
            throw ImportError(message: tr("The file is empty: it has no header row and no rows."))
        }
        let names = header.cells.map { CSVCell.plain($0).trimmingCharacters(in: .whitespaces).lowercased() }
        var positions: [(column: ExchangeColumn, index: Int)] = []
        for column in columns {
            if let index = names.firstIndex(of: column.name) {
                positions.append((column, index))
            } else if column.isRequired {
                throw ImportError(
                    message: fill(
                        tr("The first line must name the columns (%1$@); it has no “%2$@” column."),
                        columns.map(\.name).joined(separator: ", "), column.name))
            }
        }
        var preview = ImportPreview()
        let known = Set(columns.map(\.name))
        preview.ignoredColumns = names.filter { !$0.isEmpty && !known.contains($0) }
        for record in records.dropFirst() {
            if record.cells.count > header.cells.count {
                preview.skip(
                    record.line,
                    fill(
                        tr("line %1$@ has %2$@ cells, but the header names %3$@"), String(record.line),
                        String(record.cells.count), String(header.cells.count)))
                continue
            }
            do throws(ExchangeFieldError) {
                var values: [String: ExchangeValue] = [:]
                for (column, index) in positions {
                    let cell = index < record.cells.count ? CSVCell.plain(record.cells[index]) : ""
                    values[column.name] = try column.value(cell: cell)
                }
                preview.records.append(try CollectionExchange.complete(values, columns: columns, pictures: pictures))
            } catch {
                preview.skip(record.line, fill(tr("line %1$@, %2$@"), String(record.line), error.message))
            }
        }
        return preview
    }
}
