import ScreenSyntax

extension Rule {
    static let pageControlTooManyPages = Rule(RuleDescription(
        id: "page-control-too-many-pages", severity: .warning, category: .controls, guideline: "PageControl.pages", seeds: ["004"],
        summary: LocalizedText(
            "A PageControl with more than 20 pages (a warning: the dots get clipped), or more than 10 (information: too many to take in).",
            "页面控件超过 20 页（警告：圆点会被截断），或超过 10 页（提示：难以一目了然）。",
            "頁面控制項超過 20 頁（警告：圓點會被截斷），或超過 10 頁（提示：難以一目瞭然）。"),
        rationale: LocalizedText(
            "Avoid showing too many dots. More than 10 dots are hard to take in at a glance, and more than 20 views are very time-consuming to visit in sequence; in portrait at most 20 dots can be shown, and the system clips the rest. If people can open more than 20 views, present them in a way that supports non-sequential navigation.",
            "避免显示太多点。超过10个点就很难让用户一目了然，而超过20个视图在序列中访问起来非常耗时；在竖屏幕的情况下最多可以显示20个圆点，多出的会被系统截断。如果用户可以在你的应用程序打开超过20个视图，请考虑给视图一个不同的展示方式，使其支持不连续的导航。",
            "避免顯示太多點。超過10個點就很難讓使用者一目瞭然，而超過20個視圖在序列中訪問起來非常耗時；在直向螢幕的情況下最多可以顯示20個圓點，多出的會被系統截斷。如果使用者可以在你的應用程式開啟超過20個視圖，請考慮給視圖一個不同的展示方式，使其支援不連續的導覽。"),
        triggering: [
            "screen Weather {\n    Label \"Cupertino\" { font: largeTitle }\n    PageControl { pages: 1️⃣242️⃣ current: 0 }\n}",
            "screen Onboarding {\n    Image { name: \"welcome\" }\n    PageControl { pages: 1️⃣122️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Weather {\n    PageControl { pages: 10 current: 2 }\n}",
            "screen Onboarding {\n    PageControl { pages: 4 }\n    PageControl\n}",
        ]
    ), lookingAt: [.pageControl]) { screen, context in
        for control in screen.elements(.pageControl) {
            guard let value = control.property("pages")?.value, let pages = value.numberValue?.value, pages > glanceableDots else { continue }
            let count = pages.asWritten
            if pages > visibleDots {
                context.report(value.range, LocalizedText(
                    "\(count) pages are more dots than a page control can show (20 at most); the rest get clipped, and visiting \(count) views one by one takes long. Present the views in a way that lets people jump to one, such as a list.",
                    "\(count) 页超出了页面控件能显示的圆点数（最多 20 个），多出的会被截断，逐个访问 \(count) 个视图也非常耗时。请改用支持直接跳转的展示方式，例如列表。",
                    "\(count) 頁超出了頁面控制項能顯示的圓點數（最多 20 個），多出的會被截斷，逐個訪問 \(count) 個視圖也非常耗時。請改用支援直接跳轉的展示方式，例如列表。"))
            } else {
                context.report(value.range, LocalizedText(
                    "\(count) dots are hard to take in at a glance (more than 10). Keep the pages to 10 or fewer, or let people reach the views another way.",
                    "\(count) 个圆点很难让用户一目了然（超过 10 个）。请将页数控制在 10 以内，或提供其他到达这些视图的方式。",
                    "\(count) 個圓點很難讓使用者一目瞭然（超過 10 個）。請將頁數控制在 10 以內，或提供其他到達這些視圖的方式。"),
                    severity: .information)
            }
        }
    }

    /// More dots than this are hard to take in at a glance.
    private static let glanceableDots: Double = 10
    /// In portrait at most this many dots show; the system clips the rest.
    private static let visibleDots: Double = 20
}
