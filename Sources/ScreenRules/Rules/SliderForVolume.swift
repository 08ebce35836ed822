import ScreenSyntax

extension Rule {
    static let sliderForVolume = Rule(RuleDescription(
        id: "slider-for-volume", severity: .warning, category: .controls, guideline: "Slider", seeds: ["004"],
        summary: LocalizedText(
            "A Slider that sets the volume (its text speaks of volume, 音量); use a VolumeView.",
            "用于调节音量的 Slider（其文字提到音量）；请使用 VolumeView。",
            "用於調節音量的 Slider（其文字提到音量）；請使用 VolumeView。"),
        rationale: LocalizedText(
            "Don't use a slider for volume control. If you need a volume slider, use the system-provided one available through the MPVolumeView class: when the active audio output device doesn't support volume control, it shows the device's name instead.",
            "不要使用滑块来显示音量控制。如果你需要显示一个音量滑块，请使用 MPVolumeView 类提供的系统音量滑块：当当前活动的音频输出设备不支持音量控制时，它会以适当的设备名称替换。",
            "不要使用滑桿來顯示音量控制。如果你需要顯示一個音量滑桿，請使用 MPVolumeView 類提供的系統音量滑桿：當目前活動的音訊輸出裝置不支援音量控制時，它會以適當的裝置名稱替換。"),
        triggering: [
            "screen NowPlaying {\n    Label \"Blue in Green\" { font: headline }\n    1️⃣Slider2️⃣ \"Volume\" { minImage: \"speaker\" maxImage: \"speaker.wave.3\" value: 0.5 }\n}",
            "screen Player {\n    1️⃣Slider2️⃣ \"音量\"\n    Slider \"Playback position\"\n    3️⃣Slider4️⃣ \"Alarm volume\" { max: 10 }\n}",
        ],
        nonTriggering: [
            "screen NowPlaying {\n    VolumeView\n    Slider \"Brightness\" { minImage: \"sun.min\" maxImage: \"sun.max\" }\n    Slider\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen NowPlaying {\n    Label \"Blue in Green\" { font: headline }\n    1️⃣Slider \"Volume\" { minImage: \"speaker\" maxImage: \"speaker.wave.3\" value: 0.5 }\n}",
                "screen NowPlaying {\n    Label \"Blue in Green\" { font: headline }\n    VolumeView\n}"),
        ]
    ), lookingAt: [.slider]) { screen, context in
        for slider in screen.elements(.slider) {
            guard let title = slider.primaryText, speaksOfVolume(title) else { continue }
            context.report(slider.nameRange, LocalizedText(
                "The Slider \"\(title)\" sets the volume; use a VolumeView, the system volume slider, which also shows the output device when its volume can't be set.",
                "Slider“\(title)”用于调节音量；请改用系统音量滑块 VolumeView，它在输出设备不支持音量控制时还会显示设备名称。",
                "Slider「\(title)」用於調節音量；請改用系統音量滑桿 VolumeView，它在輸出裝置不支援音量控制時還會顯示裝置名稱。"),
                fixes: [Fix(title: LocalizedText("Replace with VolumeView", "替换为 VolumeView", "替換為 VolumeView"), edits: [SourceEditor(slider.syntax.tree).replacement(of: slider.range, with: "VolumeView")])])
        }
    }

    private static func speaksOfVolume(_ title: String) -> Bool {
        title.lowercased().contains("volume") || title.contains("音量")
    }
}
