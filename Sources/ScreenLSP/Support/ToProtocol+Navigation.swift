import JSONRPC
import ScreenIDE
import ScreenSyntax

extension ToProtocol {
    /// A screen name's place as a `Location` in the document `uri`, whose lines are `lines`.
    func location(_ occurrence: ScreenNameOccurrence, uri: String, in lines: LineIndex) -> Location {
        Location(uri: uri, range: range(occurrence.range, in: lines))
    }

    /// A highlight of a screen name: its declaration is where it is written, a link reads it.
    func documentHighlight(_ occurrence: ScreenNameOccurrence, in lines: LineIndex) -> DocumentHighlight {
        DocumentHighlight(range: range(occurrence.range, in: lines), kind: occurrence.isDeclaration ? .write : .read)
    }

    /// A refused rename: "request failed", since the request was well formed, with the reason
    /// in the session's language.
    func responseError(_ refusal: RenameRefusal) -> ResponseError {
        ResponseError(code: ResponseError.requestFailed, message: refusal.message[language])
    }

    /// A workspace symbol in the document `uri`.
    func symbolInformation(_ symbol: WorkspaceSymbol, uri: String, in lines: LineIndex) -> SymbolInformation {
        SymbolInformation(name: symbol.name, kind: Self.symbolKind(symbol.kind), uri: uri, range: range(symbol.range, in: lines), containerName: symbol.containerName)
    }

    func documentLink(_ link: DocumentLink, in lines: LineIndex) -> LSPDocumentLink {
        LSPDocumentLink(range: range(link.range, in: lines), target: link.target)
    }
}
