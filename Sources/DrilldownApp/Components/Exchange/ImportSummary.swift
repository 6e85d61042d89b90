import Model

/// The words of an import's preview: "12 coffees will be added. 2 rows skipped: line 5,
/// price “abc” is not a number; …", and the columns ignored.
enum ImportSummary {
    static func text(_ preview: ImportPreview, willAdd: (Int) -> String) -> String {
        var parts = [willAdd(preview.records.count)]
        if preview.skippedCount > 0 {
            var skipped =
                fill(
                    trn("%1$@ row skipped:", "%1$@ rows skipped:", preview.skippedCount),
                    UserLocale.count(preview.skippedCount))
            skipped += " " + preview.skipped.map(\.message).joined(separator: "; ")
            if preview.skippedCount > preview.skipped.count { skipped += "; …" }
            parts.append(skipped)
        }
        if !preview.ignoredColumns.isEmpty {
            parts.append(
                fill(
                    tr("Columns ignored: %1$@"),
                    preview.ignoredColumns.map { DisplayText.title($0) }
                        .joined(separator: ", ")))
        }
        return parts.joined(separator: "\n")
    }
}
