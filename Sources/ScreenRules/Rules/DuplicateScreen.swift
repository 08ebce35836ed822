import ScreenSyntax

extension Rule {
    static let duplicateScreen = Rule(RuleDescription(
        id: "duplicate-screen", severity: .error, category: .structure,
        summary: LocalizedText("A screen name declared more than once in the workspace.", "同一工作区中多次声明同一页面名称。", "同一工作區中多次宣告同一畫面名稱。"),
        rationale: LocalizedText(
            "All .screen files of a workspace share one namespace of screens: `pushes:`, `presents:` and a tab's `screen:` find a screen by its name, so a name declared twice leaves them pointing at either. Rename one of the screens, or remove the copy.",
            "工作区中所有 .screen 文件共用一个页面命名空间：`pushes:`、`presents:` 和标签的 `screen:` 都按名称查找页面，名称声明两次会让它们无从确定指向哪一个。请重命名其中一个页面，或删除副本。",
            "工作區中所有 .screen 檔案共用一個畫面命名空間：`pushes:`、`presents:` 和標籤的 `screen:` 都按名稱尋找畫面，名稱宣告兩次會讓它們無從確定指向哪一個。請重新命名其中一個畫面，或刪除副本。"),
        triggering: [
            "screen 1️⃣Inbox2️⃣ {\n    NavigationBar { title: \"Inbox\" }\n}\n\nscreen 3️⃣Inbox4️⃣ {\n    NavigationBar { title: \"Mailboxes\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n\nscreen InboxDetail {\n    NavigationBar { title: \"Inbox\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\nscreen 1️⃣Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n",
                "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n"),
        ]
    ), file: { file, context in
        // The texts of the earlier screens whose name is declared more than once: a later
        // identical copy is recognised without comparing it with every earlier screen.
        let earlier = file.carried
        for screen in file.screens {
            guard let name = screen.name else { continue }
            guard context.workspace.isDeclaredMoreThanOnce(name) else { continue }
            let count = context.workspace.declarationCount(of: name)
            let related = context.workspace.declarations(of: name, limit: maximumRelatedDeclarations + 1)
                .lazy.filter { $0.path != file.path || $0.screen.nameRange != screen.headRange }
                .prefix(maximumRelatedDeclarations)
                .map { other in
                    RelatedLocation(file: other.path, range: other.screen.nameRange, message: LocalizedText(
                        "\(name) is also declared here.", "\(name) 也在此声明。", "\(name) 也在此宣告。"))
                }
            let range = file.tree.trimmedByteRange(of: screen.id)
            // A copy with comments is not removed by a fix: every comment a user wrote stays.
            let isCopy = !earlier.noteDuplicatedScreenText(file.tree.source[range]) && !Self.holdsComment(range, in: file.tree)
            context.report(screen.headRange, LocalizedText(
                "The screen name \(name) is declared \(count) times in the workspace; rename this screen or remove the copy.",
                "页面名称 \(name) 在工作区中声明了 \(count) 次；请重命名此页面或删除副本。",
                "畫面名稱 \(name) 在工作區中宣告了 \(count) 次；請重新命名此畫面或刪除副本。"),
                fixes: isCopy ? [removal(of: name, range: range, in: file)] : [], related: Array(related))
        }
    })

    /// Enough other declarations to find them, without a list as long as the workspace.
    static let maximumRelatedDeclarations = 5

    private static func holdsComment(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var token = tree.token(at: range.lowerBound)
        while token < tokens.count, Int(tokens.starts[token]) < range.upperBound {
            if tokens.kinds[token] == .lineComment || tokens.kinds[token] == .blockComment { return true }
            token += 1
        }
        return false
    }

    /// Removing a screen loses nothing only when an earlier screen of the same file has the very
    /// same text; then the later one is a leftover copy.
    private static func removal(of name: String, range: Range<Int>, in file: FileInput) -> Fix {
        Fix(
            title: LocalizedText("Remove this copy of \(name)", "删除 \(name) 的这个副本", "刪除 \(name) 的這個副本"),
            edits: [SourceEditor(file.tree).removal(of: range)])
    }
}
