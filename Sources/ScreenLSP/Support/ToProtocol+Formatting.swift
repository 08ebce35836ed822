import ScreenFormat
import ScreenSyntax

extension ToProtocol {
    /// A formatter's edit (white space only) as an LSP text edit.
    func textEdit(_ edit: SourceEdit, in lines: LineIndex) -> LSPTextEdit {
        LSPTextEdit(range: range(edit.range, in: lines), newText: String(decoding: edit.replacement, as: UTF8.self))
    }
}
