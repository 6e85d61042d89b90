import Foundation

/// Turns a Foundation property-list or JSON value into a `TreeNode`.
///
/// - A root dictionary with "Rows" is the original tutorials' Drill Down shape and is read strictly:
///   every row needs a "Title" string, "Children" must be a list of rows and "View" 1, 2
///   or 3, so a mistake in the file is reported instead of being shown half-broken.
/// - Anything else is browsed generically: a dictionary's rows are its keys (sorted,
///   numbers in order), an array's rows are its elements titled by their "Title"/"title"/
///   "name"/"Name" text or "Item N", and scalars show their value (as the row title inside
///   an array, as the subtitle beside their key inside a dictionary).
struct TreeBuilder {
    let rootName: String
    var maximumNodes = TreeDocument.maximumNodes
    private var nodeCount = 0

    init(rootName: String) {
        self.rootName = rootName
    }

    mutating func build(_ value: Any) throws(ImportError) -> TreeNode {
        if let dict = value as? [String: Any], let rows = dict["Rows"] {
            guard let rowList = rows as? [Any] else {
                throw ImportError(message: tr("“Rows” must be a list of rows."))
            }
            try countNode()
            let root = tr("Root")
            return TreeNode(title: root, children: try tutorialRows(rowList, parent: root))
        }
        return try generic(value, title: rootName, inArray: false)
    }

    // MARK: The original tutorials' shape

    private mutating func tutorialRows(_ rows: [Any], parent: String) throws(ImportError) -> [TreeNode] {
        var nodes: [TreeNode] = []
        nodes.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            nodes.append(try tutorialRow(row, number: index + 1, parent: parent))
        }
        return nodes
    }

    private mutating func tutorialRow(_ value: Any, number: Int, parent: String) throws(ImportError) -> TreeNode {
        guard let dict = value as? [String: Any] else {
            throw ImportError(message: fill(tr("Row %1$@ of “%2$@” is not a dictionary."), String(number), parent))
        }
        guard let title = dict["Title"] as? String else {
            throw ImportError(message: fill(tr("Row %1$@ of “%2$@” has no “Title” text."), String(number), parent))
        }
        try countNode()
        var children: [TreeNode] = []
        if let childValue = dict["Children"] {
            guard let childRows = childValue as? [Any] else {
                throw ImportError(message: fill(tr("“Children” of “%1$@” must be a list of rows."), title))
            }
            children = try tutorialRows(childRows, parent: title)
        }
        var detail = LeafDetail.simple
        if let viewValue = dict["View"] {
            guard let number = integerValue(viewValue), let kind = LeafDetail(rawValue: number) else {
                throw ImportError(message: fill(tr("“View” of “%1$@” must be 1, 2 or 3."), title))
            }
            detail = kind
        }
        return TreeNode(title: title, children: children, detail: detail)
    }

    private func integerValue(_ value: Any) -> Int? {
        if isBoolean(value) { return nil }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            guard double == double.rounded(), abs(double) < 1e9 else { return nil }
            return number.intValue
        }
        return value as? Int
    }

    // MARK: Any document

    private mutating func generic(_ value: Any, title: String, inArray: Bool) throws(ImportError) -> TreeNode {
        try countNode()
        if let dict = value as? [String: Any] {
            let keys = dict.keys.sorted { $0.compare($1, options: [.numeric]) == .orderedAscending }
            var children: [TreeNode] = []
            children.reserveCapacity(keys.count)
            for key in keys {
                if let child = dict[key] {
                    children.append(try generic(child, title: key.isEmpty ? tr("(empty key)") : key, inArray: false))
                }
            }
            let shownTitle = inArray ? (displayName(of: dict) ?? title) : title
            return TreeNode(title: shownTitle, children: children, subtitle: countText(keys.count))
        }
        if let array = value as? [Any] {
            var children: [TreeNode] = []
            children.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                children.append(try generic(element, title: fill(tr("Item %1$@"), String(index + 1)), inArray: true))
            }
            return TreeNode(title: title, children: children, subtitle: countText(array.count))
        }
        let text = Self.scalarText(value)
        if inArray {
            return TreeNode(title: Self.oneLine(text), subtitle: nil)
        }
        return TreeNode(title: title, subtitle: Self.oneLine(text))
    }

    private func displayName(of dict: [String: Any]) -> String? {
        for key in ["Title", "title", "name", "Name"] {
            if let text = dict[key] as? String, !text.isEmpty { return Self.oneLine(text) }
        }
        return nil
    }

    private func countText(_ count: Int) -> String {
        count == 0 ? tr("Empty") : fill(trn("%1$@ item", "%1$@ items", count), String(count))
    }

    private mutating func countNode() throws(ImportError) {
        nodeCount += 1
        if nodeCount > maximumNodes {
            throw .tooManyNodes(limit: maximumNodes)
        }
    }

    // MARK: Scalars

    /// The text of a scalar: strings as they are, JSON literals as written, numbers in
    /// the C locale (they are data, not prose), dates in ISO 8601, data as a byte count.
    static func scalarText(_ value: Any) -> String {
        if let string = value as? String { return string }
        if value is NSNull { return "null" }
        if isBoolean(value), let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = value as? NSNumber { return number.description }
        if let date = value as? Date { return date.formatted(.iso8601) }
        if let data = value as? Data {
            return fill(trn("%1$@ byte", "%1$@ bytes", data.count), String(data.count))
        }
        return String(describing: value)
    }

    /// Collapses line breaks and caps the length so a value fits on one row.
    static func oneLine(_ text: String, limit: Int = 200) -> String {
        var line = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).joined(separator: " ")
        if line.count > limit {
            line = String(line.prefix(limit)) + "…"
        }
        return line
    }
}

/// True for a property-list `<true/>`/`<false/>` or a JSON `true`/`false` (which
/// Foundation on Linux returns as an NSNumber of Objective-C type "c").
func isBoolean(_ value: Any) -> Bool {
    if type(of: value) == Bool.self { return true }
    if let number = value as? NSNumber, type(of: value) != Int.self, type(of: value) != Double.self {
        return String(cString: number.objCType) == "c"
    }
    return false
}
