import ScreenRules
import ScreenSyntax

/// An action the editor may offer for a finding or a whole file: what it does and its title;
/// its edits are made when asked for (`edits(of:in:)`), so that a list comes back fast.
public struct CodeActionProposal: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// The finding's own fix, by its index among the finding's fixes.
        case fix(Int)
        /// A `// screenkit-ignore:` comment for the finding's line.
        case disableForLine
        /// A `// screenkit-ignore-file:` comment.
        case disableForFile
        /// The rule turned off in screenkit.json (the edge edits that file).
        case disableInConfiguration
        /// Every safe fix of the file, again until none is left.
        case fixAll
    }

    public var action: Action
    /// The finding it is for; nil for `fixAll`.
    public var diagnostic: Diagnostic?
    public var title: LocalizedText
    /// The one obvious action: a safe fix.
    public var isPreferred: Bool
}

extension Analysis {
    /// What may be done about `diagnostic` of the file `key`: its fixes, then silencing its
    /// rule for the line, the file or the workspace. Syntax errors and problems of settings
    /// can only be mended, not silenced.
    public func codeActions(for diagnostic: Diagnostic) -> [CodeActionProposal] {
        var actions = diagnostic.fixes.enumerated().map { index, fix in
            CodeActionProposal(action: .fix(index), diagnostic: diagnostic, title: fix.title, isPreferred: fix.isSafe && diagnostic.fixes.count == 1)
        }
        guard !Self.unsilenceableIDs.contains(diagnostic.ruleID) else { return actions }
        let id = diagnostic.ruleID
        actions.append(CodeActionProposal(action: .disableForLine, diagnostic: diagnostic, title: LocalizedText(
            en: "Disable \(id) for this line", zhHans: "在此行停用 \(id)", zhHant: "在此行停用 \(id)"), isPreferred: false))
        actions.append(CodeActionProposal(action: .disableForFile, diagnostic: diagnostic, title: LocalizedText(
            en: "Disable \(id) for this file", zhHans: "在此文件中停用 \(id)", zhHant: "在此檔案中停用 \(id)"), isPreferred: false))
        actions.append(CodeActionProposal(action: .disableInConfiguration, diagnostic: diagnostic, title: LocalizedText(
            en: "Turn \(id) off in screenkit.json", zhHans: "在 screenkit.json 中关闭 \(id)", zhHant: "在 screenkit.json 中關閉 \(id)"), isPreferred: false))
        return actions
    }

    /// Applying every safe fix of the file, when it has one.
    public func fixAllAction(in key: String) -> CodeActionProposal? {
        guard diagnostics(for: key).contains(where: { $0.fixes.contains(where: \.isSafe) }) else { return nil }
        return CodeActionProposal(action: .fixAll, diagnostic: nil, title: LocalizedText(
            en: "Apply every safe fix", zhHans: "应用所有安全修复", zhHant: "套用所有安全修正"), isPreferred: false)
    }

    /// The edits of an action to the file `key`, in its bytes; nil for `disableInConfiguration`,
    /// which edits another file, or when the file is gone.
    public func edits(of proposal: CodeActionProposal, in key: String) -> [SourceEdit]? {
        guard let file = file(key) else { return nil }
        switch (proposal.action, proposal.diagnostic) {
        case (.fix(let index), let diagnostic?):
            return diagnostic.fixes.indices.contains(index) ? diagnostic.fixes[index].edits : nil
        case (.disableForLine, let diagnostic?):
            return [file.lineSuppression(of: diagnostic.ruleID, at: diagnostic.range.lowerBound)]
        case (.disableForFile, let diagnostic?):
            return [file.fileSuppression(of: diagnostic.ruleID)]
        case (.fixAll, _):
            // The passes' edits composed into edits of the document as it is: each change on its
            // own, so that marks and the cursor elsewhere stay put.
            return file.fixingAll(configuration: configuration, workspace: index.replacing).edits
        default:
            return nil
        }
    }

    /// The finding of the file `key` with this rule and range, as it is now.
    public func diagnostic(in key: String, ruleID: String, range: Range<Int>) -> Diagnostic? {
        diagnostics(for: key).first { $0.ruleID == ruleID && $0.range == range }
    }

    private static let unsilenceableIDs: Set<String> = [Diagnostic.syntaxErrorID, Configuration.invalidConfigurationID]
}
