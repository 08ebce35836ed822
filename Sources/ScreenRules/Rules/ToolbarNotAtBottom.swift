import ScreenSyntax

extension Rule {
    static let toolbarNotAtBottom = Rule(RuleDescription(
        id: "toolbar-not-at-bottom", severity: .warning, category: .bars, guideline: "Toolbar.position", seeds: ["000"],
        summary: LocalizedText("A toolbar on iPhone that is not at the bottom of the screen.", "iPhone 上不在屏幕底部的工具栏。", "iPhone 上不在螢幕底部的工具列。"),
        rationale: LocalizedText(
            "On iPhone, a toolbar is always at the bottom of the screen; only on iPad may it also appear at the top. In a screen, order is position, so a toolbar stands last (alerts and action sheets float above the content and do not count).",
            "在 iPhone 上，工具栏始终位于屏幕底部，只有在 iPad 上才有可能出现在顶部。页面中元素的顺序即位置，所以工具栏应排在最后（警示框和操作表浮于内容之上，不计在内）。",
            "在 iPhone 上，工具列始終位於螢幕底部，只有在 iPad 上才有可能出現在頂部。畫面中元素的順序即位置，所以工具列應排在最後（警示框和動作表浮於內容之上，不計在內）。"),
        triggering: [
            """
            screen Message {
                NavigationBar { title: "Inbox" }
                1️⃣Toolbar2️⃣ {
                    Button { systemItem: reply }
                    FlexibleSpace
                    Button { systemItem: trash }
                }
                TextView { editable: false }
            }
            """,
            """
            screen Editor {
                device: iphoneX
                NavigationBar { title: "Draft" }
                TextView
                Toolbar {
                    1️⃣position: top2️⃣
                    Button { systemItem: undo }
                    Button { systemItem: redo }
                }
            }
            """,
            // Set to the top and standing above the content: one fault of the toolbar, one finding.
            """
            screen Editor {
                Toolbar {
                    1️⃣position: top2️⃣
                    Button { systemItem: undo }
                    Button { systemItem: redo }
                }
                TextView
            }
            """,
        ],
        nonTriggering: [
            """
            screen Message {
                NavigationBar { title: "Inbox" }
                TextView { editable: false }
                Toolbar {
                    Button { systemItem: reply }
                    FlexibleSpace
                    Button { systemItem: trash }
                }
                Alert "Delete this message?" {
                    Button "Delete" { role: destructive }
                    Button "Cancel" { role: cancel }
                }
            }
            """,
            """
            screen Document {
                device: ipad
                Toolbar {
                    position: top
                    Button { systemItem: undo }
                    Button { systemItem: redo }
                }
                TextView
            }
            """,
        ],
        // Unsafe: the designer may have meant an iPad screen.
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Editor {\n    TextView\n    Toolbar { 1️⃣position: top Button { systemItem: undo } }\n}",
                "screen Editor {\n    TextView\n    Toolbar { position: bottom Button { systemItem: undo } }\n}"),
        ]
    ), lookingAt: [.toolbar]) { screen, context in
        guard screen.isPhone else { return }
        let contentBelow = screen.barsWithContentBelow(.toolbar)
        for toolbar in screen.topLevel(.toolbar) {
            let position = toolbar.property("position").flatMap { $0.value.isIdentifier("top") ? $0 : nil }
            let below = contentBelow.first { $0.bar === toolbar }?.below
            // The words are made in the report, in the language wanted.
            let path = context.path
            func related() -> [RelatedLocation] {
                below.map { [RelatedLocation(file: path, range: $0.nameRange, message: LocalizedText(
                    "Content below the toolbar.", "位于工具栏下方的内容。", "位於工具列下方的內容。"))] } ?? []
            }
            switch (position, below) {
            case let (position?, below?):
                // Both say where the toolbar stands: one fault, one finding. Setting the
                // position alone would not clear it, so there is no fix.
                context.report(position.range, LocalizedText(
                    "On iPhone a Toolbar is always at the bottom of the screen, but this one says 'position: top' and \(below.name) comes after it. Remove 'position: top' and move the toolbar after the content, to the end of the screen.",
                    "在 iPhone 上，工具栏（Toolbar）始终位于屏幕底部，但此工具栏设置了“position: top”，其后还有 \(below.name)。请删除“position: top”，并把工具栏移到内容之后，放在页面的最后。",
                    "在 iPhone 上，工具列（Toolbar）始終位於螢幕底部，但此工具列設定了「position: top」，其後還有 \(below.name)。請刪除「position: top」，並把工具列移到內容之後，放在畫面的最後。"),
                    related: related())
            case let (position?, nil):
                context.report(position.range, LocalizedText(
                    "On iPhone a Toolbar is always at the bottom of the screen; remove 'position: top' and put the toolbar after the content. (Only iPad shows toolbars at the top.)",
                    "在 iPhone 上，工具栏（Toolbar）始终位于屏幕底部；请删除“position: top”，并把工具栏放在内容之后。（只有 iPad 上的工具栏才会出现在顶部。）",
                    "在 iPhone 上，工具列（Toolbar）始終位於螢幕底部；請刪除「position: top」，並把工具列放在內容之後。（只有 iPad 上的工具列才會出現在頂部。）"),
                    fixes: [Fix(title: LocalizedText("Set position: bottom", "改为 position: bottom", "改為 position: bottom"), edits: [SourceEdit(range: position.value.range, newText: "bottom")])])
            case let (nil, below?):
                context.report(toolbar.nameRange, LocalizedText(
                    "On iPhone a Toolbar stands at the bottom of the screen, but \(below.name) comes after it. Move the toolbar after the content, to the end of the screen.",
                    "在 iPhone 上，工具栏（Toolbar）位于屏幕底部，但其后还有 \(below.name)。请把工具栏移到内容之后，放在页面的最后。",
                    "在 iPhone 上，工具列（Toolbar）位於螢幕底部，但其後還有 \(below.name)。請把工具列移到內容之後，放在畫面的最後。"),
                    related: related())
            case (nil, nil):
                continue
            }
        }
    }
}
