import Foundation

/// Exports a collection to CSV or JSON and reads such a file back into an
/// `ImportPreview`, under the document limits (`ReadLimits`). Call off the main thread.
public enum CollectionExchange {
    /// Checks (and may convert) an imported picture: the app's picture gate, which
    /// decodes with size limits and gives PNG bytes back; or a message saying why not.
    public typealias PictureCheck = @Sendable (Data) -> Result<Data, ExchangeFieldError>

    /// Every item of `store` as a file in `format`.
    public static func export<Store: ExchangeableStore>(_ store: Store, as format: ExchangeFormat) throws -> Data {
        let records = try store.exportRecords()
        return try encode(records, columns: Store.exchangeColumns, name: Store.exchangeName, as: format)
    }

    /// `records` as a file in `format`.
    public static func encode(
        _ records: [ExchangeRecord], columns: [ExchangeColumn], name: String, as format: ExchangeFormat
    ) throws -> Data {
        switch format {
        case .csv:
            return CSVWriter.write(
                header: columns.map(\.name),
                rows: records.map { record in columns.map { $0.cell(record.values[$0.name]) } })
        case .json:
            let items = records.map { record in
                Dictionary(uniqueKeysWithValues: columns.map { ($0.name, $0.json(record.values[$0.name])) })
            }
            let document: [String: Any] = ["collection": name, "version": 1, "items": items]
            return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        }
    }

    /// Reads `url` (at most `limits.fileBytes`) and previews it for `Store`.
    public static func preview<Store: ExchangeableStore>(
        _ url: URL, for store: Store.Type, limits: ReadLimits = .standard, pictures: @escaping PictureCheck
    ) throws(ImportError) -> ImportPreview {
        let data = try ImportFile.read(url, limit: limits.fileBytes)
        return try preview(
            data, format: ExchangeFormat.of(url, data: data), name: url.lastPathComponent,
            columns: Store.exchangeColumns, limits: limits, pictures: pictures)
    }

    /// Previews `data`: the file is refused as a whole (throws) when it cannot be read,
    /// passes a limit or lacks a required column; a row with a wrong value is skipped
    /// with its line and why.
    public static func preview(
        _ data: Data, format: ExchangeFormat, name: String = "", columns: [ExchangeColumn],
        limits: ReadLimits = .standard, pictures: @escaping PictureCheck
    ) throws(ImportError) -> ImportPreview {
        switch format {
        case .csv:
            return try CSVImport(columns: columns, pictures: pictures).preview(
                CSVReader.read(data, name: name, limits: limits))
        case .json:
            return try JSONImport(columns: columns, pictures: pictures).preview(data, name: name, limits: limits)
        }
    }

    /// A record's values checked and completed: missing columns get their empty value,
    /// pictures go through `pictures`.
    static func complete(
        _ values: [String: ExchangeValue], columns: [ExchangeColumn], pictures: PictureCheck
    ) throws(ExchangeFieldError) -> ExchangeRecord {
        var record = values
        for column in columns {
            if record[column.name] == nil { record[column.name] = try column.value(cell: "") }
            if case .picture(let data?)? = record[column.name] {
                switch pictures(data) {
                case .success(let png): record[column.name] = .picture(png)
                case .failure(let error): throw ExchangeFieldError(fill(tr("%1$@: %2$@"), column.name, error.message))
                }
            }
        }
        return ExchangeRecord(record)
    }
}
