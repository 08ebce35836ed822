import ScreenSyntax
import ScreenRules

/// Why a screen cannot be renamed as asked. Each reason has its message for the user.
public enum RenameRefusal: Error, Sendable, Hashable {
    /// Nothing at the position is a screen name (a word in a string, an element, a comment).
    case notAScreenName
    /// The name is used but no screen of the workspace declares it.
    case undeclared(String)
    case notAnIdentifier(String)
    case keyword(String)
    /// Another screen, or this one, already has the new name.
    case alreadyDeclared(String)

    public var message: LocalizedText {
        switch self {
        case .notAScreenName:
            return LocalizedText(
                "Only a screen name can be renamed: the name after `screen`, or the value of `pushes:`, `presents:` or a tab's `screen:`.",
                "只能重命名页面名称：`screen` 之后的名称，或 `pushes:`、`presents:`、标签的 `screen:` 的值。",
                "只能重新命名畫面名稱：`screen` 之後的名稱，或 `pushes:`、`presents:`、標籤的 `screen:` 的值。")
        case .undeclared(let name):
            return LocalizedText(
                "No screen of the workspace is named \(name), so there is nothing to rename; declare it first.",
                "工作区中没有名为 \(name) 的页面，无从重命名；请先声明它。",
                "工作區中沒有名為 \(name) 的畫面，無從重新命名；請先宣告它。")
        case .notAnIdentifier(let name):
            return LocalizedText(
                "“\(name)” is not a screen name: a name starts with a letter or `_` and has only letters, digits and `_` (A–Z, 0–9).",
                "“\(name)”不是有效的页面名称：名称以字母或 `_` 开头，只含字母、数字和 `_`（A–Z、0–9）。",
                "「\(name)」不是有效的畫面名稱：名稱以字母或 `_` 開頭，只含字母、數字和 `_`（A–Z、0–9）。")
        case .keyword(let name):
            return LocalizedText(
                "“\(name)” is a keyword of the language and cannot name a screen.",
                "“\(name)”是语言的关键字，不能用作页面名称。",
                "「\(name)」是語言的關鍵字，不能用作畫面名稱。")
        case .alreadyDeclared(let name):
            return LocalizedText(
                "A screen named \(name) already exists in the workspace; two screens cannot share a name.",
                "工作区中已有名为 \(name) 的页面；两个页面不能同名。",
                "工作區中已有名為 \(name) 的畫面；兩個畫面不能同名。")
        }
    }
}

/// A rename worked out: the edits of every file it touches, by file key in order.
public struct ScreenRename: Sendable, Hashable {
    public let oldName: String
    public let newName: String
    /// Each file's edits, in text order; the files sorted by key.
    public let edits: [(key: String, edits: [SourceEdit])]

    public var editCount: Int { edits.map(\.edits.count).reduce(0, +) }

    public static func == (lhs: ScreenRename, rhs: ScreenRename) -> Bool {
        lhs.oldName == rhs.oldName && lhs.newName == rhs.newName
            && lhs.edits.elementsEqual(rhs.edits) { $0.key == $1.key && $0.edits == $1.edits }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(oldName)
        hasher.combine(newName)
        for file in edits {
            hasher.combine(file.key)
            hasher.combine(file.edits)
        }
    }
}

extension Analysis {
    /// What a rename at `offset` would rename: the name there, when it is a declared screen's.
    public func prepareRename(in key: String, at offset: Int) -> Result<ScreenNameAtPosition, RenameRefusal> {
        guard let origin = screenName(in: key, at: offset) else { return .failure(.notAScreenName) }
        guard index.declares(origin.name) else { return .failure(.undeclared(origin.name)) }
        return .success(origin)
    }

    /// Renames the screen named at `offset` to `newName`: its declarations and every use, in
    /// every file of the workspace, and nothing else.
    public func rename(in key: String, at offset: Int, to newName: String) -> Result<ScreenRename, RenameRefusal> {
        switch prepareRename(in: key, at: offset) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let origin): return renameScreen(named: origin.name, to: newName)
        }
    }

    /// Renames the screen `oldName` to `newName` across the workspace, as the command line asks.
    public func renameScreen(named oldName: String, to newName: String) -> Result<ScreenRename, RenameRefusal> {
        guard index.declares(oldName) else { return .failure(.undeclared(oldName)) }
        if let refusal = Self.refusal(ofNewName: newName, in: index) { return .failure(refusal) }
        var byFile: [String: [SourceEdit]] = [:]
        for occurrence in occurrences(of: oldName, includeDeclarations: true) {
            byFile[occurrence.key, default: []].append(SourceEdit(range: occurrence.range, newText: newName))
        }
        let edits = byFile.keys.sorted().map { key in
            (key: key, edits: byFile[key]!.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
        return .success(ScreenRename(oldName: oldName, newName: newName, edits: edits))
    }

    /// Why `name` cannot be a new screen's name, if it cannot. The lexer decides what an
    /// identifier and a keyword are: the name must read back as one identifier token.
    static func refusal(ofNewName name: String, in index: WorkspaceIndex) -> RenameRefusal? {
        let bytes = Array(name.utf8)
        let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        // One token and the end of the text.
        guard tokens.count == 2, tokens.range(of: 0) == 0..<bytes.count else { return .notAnIdentifier(name) }
        switch tokens.kinds[0] {
        case .identifier: break
        case .screenKeyword, .trueKeyword, .falseKeyword: return .keyword(name)
        default: return .notAnIdentifier(name)
        }
        if index.declares(name) { return .alreadyDeclared(name) }
        return nil
    }
}
