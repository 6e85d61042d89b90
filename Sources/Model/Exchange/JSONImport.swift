import Foundation

/// Turns a JSON file into an `ImportPreview`: `{"items": [{…}, …]}` (as exported) or a
/// bare array of objects whose keys are the column names. The file is first checked by
/// `StrictJSON` under the document limits (depth, values, text bytes; a syntax error
/// names its line and column), then parsed by Foundation.
struct JSONImport {
    let columns: [ExchangeColumn]
    let pictures: CollectionExchange.PictureCheck

    func preview(_ data: Data, name: String, limits: ReadLimits) throws(ImportError) -> ImportPreview {
        if data.count > limits.fileBytes { throw ImportError.tooLarge(name: name, limit: limits.fileBytes) }
        var text = try TextEncoding.utf8(data, name: name)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = Data(text.dropFirst(3)) }
        _ = try StrictJSON.validate(text, limits: limits)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])
        } catch {
            throw ImportError(message: fill(tr("The file is not valid JSON: %1$@"), error.localizedDescription))
        }
        let items: [Any]
        if let array = root as? [Any] {
            items = array
        } else if let object = root as? [String: Any], let array = object["items"] as? [Any] {
            items = array
        } else {
            throw ImportError(message: tr("The file holds no list of items (an “items” array or a top-level array)."))
        }
        var preview = ImportPreview()
        var ignored: Set<String> = []
        let known = Set(columns.map(\.name))
        for (offset, item) in items.enumerated() {
            let number = offset + 1
            guard let object = item as? [String: Any] else {
                preview.skip(number, fill(tr("item %1$@ is not an object"), String(number)))
                continue
            }
            ignored.formUnion(object.keys.filter { !known.contains($0) })
            do throws(ExchangeFieldError) {
                var values: [String: ExchangeValue] = [:]
                for column in columns {
                    if column.isRequired && object[column.name] == nil {
                        throw ExchangeFieldError(fill(tr("%1$@ is missing"), column.name))
                    }
                    values[column.name] = try column.value(json: object[column.name])
                }
                preview.records.append(try CollectionExchange.complete(values, columns: columns, pictures: pictures))
            } catch {
                preview.skip(number, fill(tr("item %1$@, %2$@"), String(number), error.message))
            }
        }
        preview.ignoredColumns = ignored.sorted()
        return preview
    }
}
