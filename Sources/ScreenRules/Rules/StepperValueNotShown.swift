import ScreenSyntax

extension Rule {
    static let stepperValueNotShown = Rule(RuleDescription(
        id: "stepper-value-not-shown", severity: .warning, category: .controls, guideline: "Stepper.value", seeds: ["004"],
        summary: LocalizedText(
            "A Stepper with no Label beside it to show the value it changes.",
            "旁边没有 Label 显示其所调整数值的步进器。",
            "旁邊沒有 Label 顯示其所調整數值的步進器。"),
        rationale: LocalizedText(
            "A stepper doesn't show the value people change. Make the value it adjusts clearly visible, so that people know which value they are adjusting.",
            "步进器不展示用户更改的值。确保步进器所调整的值明显可见，保证让用户知道他们正在调整哪一个数值。",
            "步進器不展示使用者更改的值。確保步進器所調整的值明顯可見，保證讓使用者知道他們正在調整哪一個數值。"),
        triggering: [
            "screen Print {\n    NavigationBar { title: \"Print\" }\n    TableView {\n        Cell \"Copies\" { 1️⃣Stepper2️⃣ { min: 1 max: 20 } }\n    }\n}",
            "screen Order {\n    Label \"Quantity: 1\"\n    Stack { axis: horizontal Image { name: \"cup\" } 1️⃣Stepper2️⃣ }\n    Stack { Label \"Size: 2\" { hidden: true } 3️⃣Stepper4️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Print {\n    TableView {\n        Cell \"Copies\" { Label \"1\" Stepper { min: 1 max: 20 } }\n    }\n    Stack { axis: horizontal Label \"Quantity: 1\" Stepper }\n}",
        ]
    ), lookingAt: [.stepper]) { screen, context in
        for stepper in screen.elements(.stepper) where !screen.siblings(of: stepper).contains(where: { $0.is(.label) && $0.isShown }) {
            context.report(stepper.nameRange, LocalizedText(
                "This Stepper has no Label beside it, and a stepper doesn't show its value. Put a Label next to it (in the same Stack or Cell) that shows the current value.",
                "此 Stepper 旁边没有 Label，而步进器本身不显示数值。请在它旁边（同一个 Stack 或 Cell 中）放一个显示当前值的 Label。",
                "此 Stepper 旁邊沒有 Label，而步進器本身不顯示數值。請在它旁邊（同一個 Stack 或 Cell 中）放一個顯示目前值的 Label。"))
        }
    }
}
