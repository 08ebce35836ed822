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
                json.member("file", report.path)
                json.member("code", diagnostic.ruleID)
                json.member("severity", diagnostic.severity.rawValue)
                json.member("message", diagnostic.message[language])
                json.key("range")
                writeRange(diagnostic.range, in: report, into: &json)
                json.key("fixes")
                json.beginArray()
                for fix in diagnostic.fixes {
                    json.beginObject()
                    json.member("title", fix.title[language])
                    json.member("safety", fix.isSafe ? "safe" : "unsafe")
                    json.key("edits")
                    json.beginArray()
                    for edit in fix.edits {
                        json.beginObject()
                        json.key("range")
                        writeRange(edit.range, in: report, into: &json)
                        json.member("newText", edit.newText)
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
                    json.member("file", related.file)
                    json.key("range")
                    writeRange(related.range, in: other, into: &json)
                    json.member("message", related.message[language])
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
        json.member("line", position.line)
        json.member("character", position.character)
        json.endObject()
    }

    /// SARIF 2.1.0 with UTF-16 columns, the format's default column kind. The results are
    /// written as the findings are read; only the rules' descriptions, one for each rule that
    /// found something, are put together as values first.
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
        var json = JSONWriter()
        json.beginObject()
        json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("name", "screenkit")
        json.member("version", ScreenKitCommand.version)
        json.key("rules")
        json.write(.array(rules))
        json.endObject()
        json.endObject()
        json.member("columnKind", "utf16CodeUnits")
        json.key("results")
        json.beginArray()
        for report in reports {
            for diagnostic in report.diagnostics {
                writeSARIFResult(diagnostic, of: report, byPath: byPath, language: language, into: &json)
            }
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }

    /// A finding as a SARIF result: its related locations (those in files checked) and its
    /// fixes only when it has some.
    private func writeSARIFResult(_ diagnostic: Diagnostic, of report: FileReport, byPath: [String: FileReport], language: Language, into json: inout JSONWriter) {
        json.beginObject()
        json.member("ruleId", diagnostic.ruleID)
        json.member("level", diagnostic.severity.sarifLevel)
        json.key("message")
        writeSARIFText(diagnostic.message[language], into: &json)
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("physicalLocation")
        writeSARIFLocation(diagnostic.range, in: report, into: &json)
        json.endObject()
        json.endArray()
        // Numbered as the finding lists them, those in files not checked left out.
        let related = diagnostic.related.enumerated().compactMap { index, related in byPath[related.file].map { (index, related, $0) } }
        if !related.isEmpty {
            json.key("relatedLocations")
            json.beginArray()
            for (index, related, other) in related {
                json.beginObject()
                json.member("id", index)
                json.key("physicalLocation")
                writeSARIFLocation(related.range, in: other, into: &json)
                json.key("message")
                writeSARIFText(related.message[language], into: &json)
                json.endObject()
            }
            json.endArray()
        }
        if !diagnostic.fixes.isEmpty {
            json.key("fixes")
            json.beginArray()
            for fix in diagnostic.fixes {
                json.beginObject()
                json.key("description")
                writeSARIFText(fix.title[language], into: &json)
                json.key("artifactChanges")
                json.beginArray()
                json.beginObject()
                json.key("artifactLocation")
                writeSARIFArtifact(report.path, into: &json)
                json.key("replacements")
                json.beginArray()
                for edit in fix.edits {
                    json.beginObject()
                    json.key("deletedRegion")
                    writeSARIFRegion(edit.range, in: report, into: &json)
                    json.key("insertedContent")
                    writeSARIFText(edit.newText, into: &json)
                    json.endObject()
                }
                json.endArray()
                json.endObject()
                json.endArray()
                json.key("properties")
                json.beginObject()
                json.member("safety", fix.isSafe ? "safe" : "unsafe")
                json.endObject()
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    /// A SARIF message or content: `{"text": …}`.
    private func writeSARIFText(_ text: String, into json: inout JSONWriter) {
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }

    private func writeSARIFArtifact(_ path: String, into json: inout JSONWriter) {
        json.beginObject()
        json.member("uri", sarifURI(path))
        json.endObject()
    }

    private func writeSARIFLocation(_ range: Range<Int>, in report: FileReport, into json: inout JSONWriter) {
        json.beginObject()
        json.key("artifactLocation")
        writeSARIFArtifact(report.path, into: &json)
        json.key("region")
        writeSARIFRegion(range, in: report, into: &json)
        json.endObject()
    }

    /// A SARIF region: 1-based lines and UTF-16 columns, as the run's `columnKind` says.
    private func writeSARIFRegion(_ range: Range<Int>, in report: FileReport, into json: inout JSONWriter) {
        let start = report.position(range.lowerBound, .utf16)
        let end = report.position(range.upperBound, .utf16)
        json.beginObject()
        json.member("startLine", start.line + 1)
        json.member("startColumn", start.character + 1)
        json.member("endLine", end.line + 1)
        json.member("endColumn", end.character + 1)
        json.endObject()
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
