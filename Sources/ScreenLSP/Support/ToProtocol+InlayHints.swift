import ScreenIDE
import ScreenSyntax

extension ToProtocol {
    /// An inlay hint; the bar heights and screen roles say what a thing is (LSP's `Type`).
    func inlayHint(_ hint: InlayHint, in lines: LineIndex) -> LSPInlayHint {
        LSPInlayHint(position: position(hint.offset, in: lines), label: hint.label, kind: hint.kind == .navigationTitles ? nil : 1)
    }
}
