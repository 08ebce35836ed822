import ScreenSyntax

extension Rule {
    static let stepperLargeRange = Rule(RuleDescription(
        id: "stepper-large-range", severity: .hint, category: .controls, guideline: "Stepper.max", seeds: ["004"],
        summary: LocalizedText(
            "A Stepper whose range takes more taps than the configured limit ((max − min) / step).",
            "步进器的取值范围需要点击的次数（(max − min) / step）超过设定的上限。",
            "步進器的取值範圍需要點按的次數（(max − min) / step）超過設定的上限。"),
        rationale: LocalizedText(
            "Use a stepper for small adjustments to a value, not large ones. Setting the number of copies to print suits a stepper; choosing a range of pages does not, because people would probably have to tap many times to reach the page numbers.",
            "当用户想要对数值进行小幅度调整时，可以使用步进器；当用户需要大幅度调整数值的时候，不要使用步进器。确定打印份数适合使用步进器；而选择打印的页码范围时，使用步进器就会让操作变得繁琐，因为用户很可能要点很多下才能选定页数。",
            "當使用者想要對數值進行小幅度調整時，可以使用步進器；當使用者需要大幅度調整數值的時候，不要使用步進器。確定列印份數適合使用步進器；而選擇列印的頁碼範圍時，使用步進器就會讓操作變得繁瑣，因為使用者很可能要點很多下才能選定頁數。"),
        triggering: [
            "screen Print {\n    Stack {\n        axis: horizontal\n        Label \"Page 1\"\n        1️⃣Stepper2️⃣ { min: 1 max: 500 value: 1 }\n    }\n}",
            "screen Order {\n    Stack { Label \"Weight: 100 g\" 1️⃣Stepper2️⃣ { min: 0 max: 1000 step: 10 } }\n    Stack { Label \"Rating: 50\" 3️⃣Stepper4️⃣ { min: 0 } }\n}",
        ],
        nonTriggering: [
            "screen Print {\n    Stack { axis: horizontal Label \"Copies: 1\" Stepper { min: 1 max: 20 value: 1 } }\n    Stack { Label \"Tip: 15%\" Stepper { min: 0 max: 100 step: 5 } }\n    Stack { Label \"0\" Stepper }\n}",
        ],
        options: [RuleOption("maxSteps", default: 50, range: 1...1_000_000, LocalizedText(
            "The most taps a stepper may need to go from its min to its max. 50: setting a number of copies passes, picking a page of a long document does not. A Stepper that sets neither min nor max is not judged.",
            "步进器从最小值到最大值最多需要的点击次数。默认 50：设定打印份数不会报告，在长文档中选择页码会报告。既未设 min 也未设 max 的 Stepper 不检查。",
            "步進器從最小值到最大值最多需要的點按次數。預設 50：設定列印份數不會報告，在長文件中選擇頁碼會報告。既未設 min 也未設 max 的 Stepper 不檢查。"))]
    ), lookingAt: [.stepper]) { screen, context in
        let limit = context.option("maxSteps")
        for stepper in screen.elements(.stepper) {
            // Without min or max the range is UIKit's default, not a choice of the design.
            guard stepper.property("min") != nil || stepper.property("max") != nil else { continue }
            guard let min = stepper.numberValueOrDefault("min"), let max = stepper.numberValueOrDefault("max"),
                  let step = stepper.numberValueOrDefault("step"), step > 0, max > min else { continue }
            let taps = ((max - min) / step).rounded(.up)
            guard taps > limit else { continue }
            context.report(stepper.nameRange, LocalizedText(
                "This Stepper needs \(taps.asWritten) taps to go from \(min.asWritten) to \(max.asWritten) in steps of \(step.asWritten); steppers are for small adjustments. Use a Slider or a TextField for a range this large, or take bigger steps.",
                "此 Stepper 以 \(step.asWritten) 为幅度从 \(min.asWritten) 调到 \(max.asWritten) 需要点击 \(taps.asWritten) 下；步进器只适合小幅度调整。范围这么大时请改用 Slider 或 TextField，或加大步幅。",
                "此 Stepper 以 \(step.asWritten) 為幅度從 \(min.asWritten) 調到 \(max.asWritten) 需要點按 \(taps.asWritten) 下；步進器只適合小幅度調整。範圍這麼大時請改用 Slider 或 TextField，或加大步幅。"))
        }
    }
}
