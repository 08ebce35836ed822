import JSONRPC
import ScreenIDE
import ScreenSyntax

extension RenameRefusal {
    /// The error a refused rename is answered with: "request failed", since the request was
    /// well formed, and the reason in the session's language.
    func responseError(language: Language) -> ResponseError {
        ResponseError(code: ResponseError.requestFailed, message: message[language])
    }
}
