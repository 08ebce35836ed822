import ScreenIDE
import ScreenSyntax

extension ToProtocol {
    /// A color literal with its channels from 0 to 1.
    func colorInformation(_ color: ColorOccurrence, in lines: LineIndex) -> LSPColorInformation {
        let channel = { (value: UInt8) in Double(value) / 255 }
        return LSPColorInformation(
            range: range(color.range, in: lines),
            color: LSPColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: channel(color.alpha)))
    }

    /// One way to write a color, over the literal it replaces.
    func colorPresentation(_ literal: String, replacing offsets: Range<Int>, in lines: LineIndex) -> LSPColorPresentation {
        LSPColorPresentation(label: literal, textEdit: LSPTextEdit(range: range(offsets, in: lines), newText: literal))
    }

}
