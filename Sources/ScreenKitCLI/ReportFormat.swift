import ScreenJSON
import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenFileSystem

/// The output formats of `screenkit check`.
enum ReportFormat: String {
    case text
    case json
    case sarif

    /// `fileCount` is the number of `.screen` files checked, for the summary.
    func render(_ reports: [FileReport], fileCount: Int, language: Language) -> String {
        switch self {
        case .text: return renderText(reports, fileCount: fileCount, language: language)
        case .json:
            return renderJSON(reports, language: language)
        case .sarif: return renderSARIF(reports, language: language)
        }
    }

    /// `path:line:column: severity: message [rule-id]`, 1-based, the column in UTF-8 bytes as
    /// clang and swiftc count it; then a summary.
    private func renderText(_ reports: [FileReport], fileCount: Int, language: Language) -> String {
        var output = ""
        var counts: [Severity: Int] = [:]
        for report in reports {
            for diagnostic in report.diagnostics {
                let start = report.position(diagnostic.range.lowerBound, .utf8)
                output += "\(report.path):\(start.line + 1):\(start.character + 1): \(diagnostic.severity.textLabel): \(diagnostic.message[language]) [\(diagnostic.ruleID)]\n"
                counts[diagnostic.severity, default: 0] += 1
            }
        }
        output += CheckSummary.text(files: fileCount, counts: counts, language: language) + "\n"
        return output
    }

    /// Each finding with its fixes (title, safety, edits of its own file) and its related
    /// locations (in any file checked; one in a file not checked is left out), written
    /// straight to bytes as the findings are read: a report of many findings builds no tree
    /// of values first.
    private func renderJSON(_ reports: [FileReport], language: Language) -> String {
        let byPath = Dictionary(reports.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var json = JSONWriter()
        json.beginArray()
        for report in reports {
            for diagnostic in report.diagnostics {
                json.beginObject()
                json.key("file")
                json.string(report.path)
                json.key("code")
                json.string(diagnostic.ruleID)
                json.key("severity")
                json.string(diagnostic.severity.rawValue)
                json.key("message")
                json.string(diagnostic.message[language])
                json.key("range")
                writeRange(diagnostic.range, in: report, into: &json)
                json.key("fixes")
                json.beginArray()
                for fix in diagnostic.fixes {
                    json.beginObject()
                    json.key("title")
                    json.string(fix.title[language])
                    json.key("safety")
                    json.string(fix.isSafe ? "safe" : "unsafe")
                    json.key("edits")
                    json.beginArray()
                    for edit in fix.edits {
                        json.beginObject()
                        json.key("range")
                        writeRange(edit.range, in: report, into: &json)
                        json.key("newText")
                        json.string(edit.newText)
                        json.endObject()
                    }
                    json.endArray()
                    json.endObject()
                }
                json.endArray()
                json.key("related")
                json.beginArray()
                for related in diagnostic.related {
                    guard let other = byPath[related.file] else { continue }
                    json.beginObject()
                    json.key("file")
                    json.string(related.file)
                    json.key("range")
                    writeRange(related.range, in: other, into: &json)
                    json.key("message")
                    json.string(related.message[language])
                    json.endObject()
                }
                json.endArray()
                json.endObject()
            }
        }
        json.endArray()
        return json.text + "\n"
    }

    /// An LSP-style range: 0-based lines and UTF-16 columns.
    private func writeRange(_ range: Range<Int>, in report: FileReport, into json: inout JSONWriter) {
        json.beginObject()
        json.key("start")
        writePosition(report.position(range.lowerBound, .utf16), into: &json)
        json.key("end")
        writePosition(report.position(range.upperBound, .utf16), into: &json)
        json.endObject()
    }

    private func writePosition(_ position: LinePosition, into json: inout JSONWriter) {
        json.beginObject()
        json.key("line")
        json.int(position.line)
        json.key("character")
        json.int(position.character)
        json.endObject()
    }

    /// SARIF 2.1.0 with UTF-16 columns, the format's default column kind.
    private func renderSARIF(_ reports: [FileReport], language: Language) -> String {
        let ruleIDs = Set(reports.flatMap { $0.diagnostics.map(\.ruleID) }).sorted()
        let rules: [JSONWriter.Value] = ruleIDs.map { id in
            var members: [(String, JSONWriter.Value)] = [("id", .string(id))]
            if let rule = Rules.rule(id: id)?.description {
                members += [
                    ("shortDescription", .object([("text", .string(rule.summary[language]))])),
                    ("fullDescription", .object([("text", .string(rule.rationale[language]))])),
                    ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.sarifLevel))])),
                    ("properties", .object([("tags", .array(rule.tags.map { .string($0.rawValue) }))])),
                ]
            }
            if let link = DocumentationLocation.link(for: id) { members.append(("helpUri", .string(link))) }
            return .object(members)
        }
        let byPath = Dictionary(reports.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [JSONWriter.Value] = []
        for report in reports {
            for diagnostic in report.diagnostics {
                let related: [JSONWriter.Value] = diagnostic.related.enumerated().compactMap { index, related in
                    guard let other = byPath[related.file] else { return nil }
                    return .object([
                        ("id", .int(index)),
                        ("physicalLocation", sarifLocation(related.range, in: other)),
                        ("message", .object([("text", .string(related.message[language]))])),
                    ])
                }
                let fixes: [JSONWriter.Value] = diagnostic.fixes.map { fix in
                    .object([
                        ("description", .object([("text", .string(fix.title[language]))])),
                        ("artifactChanges", .array([.object([
                            ("artifactLocation", .object([("uri", .string(sarifURI(report.path)))])),
                            ("replacements", .array(fix.edits.map { edit in
                                .object([
                                    ("deletedRegion", sarifRegion(edit.range, in: report)),
                                    ("insertedContent", .object([("text", .string(edit.newText))])),
                                ])
                            })),
                        ])])),
                        ("properties", .object([("safety", .string(fix.isSafe ? "safe" : "unsafe"))])),
                    ])
                }
                var result: [(String, JSONWriter.Value)] = [
                    ("ruleId", .string(diagnostic.ruleID)),
                    ("level", .string(diagnostic.severity.sarifLevel)),
                    ("message", .object([("text", .string(diagnostic.message[language]))])),
                    ("locations", .array([.object([("physicalLocation", sarifLocation(diagnostic.range, in: report))])])),
                ]
                if !related.isEmpty { result.append(("relatedLocations", .array(related))) }
                if !fixes.isEmpty { result.append(("fixes", .array(fixes))) }
                results.append(.object(result))
            }
        }
        let log: JSONWriter.Value = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("screenkit")),
                    ("version", .string(ScreenKitCommand.version)),
                    ("rules", .array(rules)),
                ]))])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ])]))
        ])
        return JSONWriter.render(log) + "\n"
    }

    private func sarifLocation(_ range: Range<Int>, in report: FileReport) -> JSONWriter.Value {
        .object([
            ("artifactLocation", .object([("uri", .string(sarifURI(report.path)))])),
            ("region", sarifRegion(range, in: report)),
        ])
    }

    /// A SARIF region: 1-based lines and UTF-16 columns, as the run's `columnKind` says.
    private func sarifRegion(_ range: Range<Int>, in report: FileReport) -> JSONWriter.Value {
        let start = report.position(range.lowerBound, .utf16)
        let end = report.position(range.upperBound, .utf16)
        return .object([
            ("startLine", .int(start.line + 1)), ("startColumn", .int(start.character + 1)),
            ("endLine", .int(end.line + 1)), ("endColumn", .int(end.character + 1)),
        ])
    }

    /// A URI reference for the path: percent-encoded, relative when the path is.
    private func sarifURI(_ path: String) -> String {
        path.hasPrefix("/") ? FileURI.uri(ofPath: path) : FileURI.percentEncoded(path)
    }
}

extension Severity {
    var textLabel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "info"
        case .hint: return "hint"
        }
    }

    var sarifLevel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }
}
