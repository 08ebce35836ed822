import ScreenSyntax
import ScreenCatalog

/// Docs/components.md: the catalog for readers, made from the catalog itself.
public enum ComponentsDocument {
    public static let outputPath = "Docs/components.md"

    public static func markdown() -> String {
        var output = """
            # Components

            Generated from the catalog in `Sources/ScreenCatalog` by `make generate`; do not edit.
            `screenkit explain NAME` prints an element's full guideline entry in English, Simplified
            or Traditional Chinese.

            Every element also takes \(Catalog.commonProperties.map { "`\($0.name)`" }.joined(separator: ", ")).

            ## Screen properties

            \(propertyTable(Catalog.screenProperties, owner: "screen"))

            """
        for group in [ElementGroup.bars, .views, .controls] {
            output += "\n## \(group.rawValue.prefix(1).uppercased() + group.rawValue.dropFirst())\n"
            for element in Catalog.elements where element.group == group {
                output += "\n" + section(for: element)
            }
        }
        return output
    }

    private static func section(for element: ElementSpec) -> String {
        var lines = ["### \(element.name)", ""]
        if element.isDeprecated { lines.append("**Deprecated.**") }
        lines.append("Goes in: \(element.containers.map { $0 == .screen ? "a screen" : "`\($0.name)`" }.joined(separator: ", ")).")
        if let primaryText = element.primaryText { lines.append("Its string is \(primaryText.english).") }
        if let height = element.height {
            lines.append("Height: \(height.summary)\(height.note.map { " (\($0.english))" } ?? "").")
        }
        if !element.properties.isEmpty {
            lines += ["", propertyTable(element.properties, owner: element.name)]
        }
        if let entry = Guidelines.entry(for: element.name) {
            lines += ["", entry.summary(.english), "", "_\(entry.sourceLine(.english))_"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func propertyTable(_ properties: [PropertySpec], owner: String) -> String {
        var rows = ["| property | type | default | guideline |", "| --- | --- | --- | --- |"]
        for property in properties {
            let hasEntry = Guidelines.entry(for: "\(owner).\(property.name)") != nil
            rows.append("| `\(property.name)` | \(typeSummary(property.type)) | \(property.defaultValue.map { "`\($0)`" } ?? "") | \(hasEntry ? "yes" : "") |")
        }
        return rows.joined(separator: "\n")
    }

    /// A type as a table cell: enumeration values listed, since `|` would split the cell.
    private static func typeSummary(_ type: ValueType) -> String {
        let values = type.enumerationValues
        return values.isEmpty ? type.summary : values.map { "`\($0)`" }.joined(separator: ", ")
    }
}
