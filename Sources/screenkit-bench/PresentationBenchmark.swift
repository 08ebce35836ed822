#if canImport(Glibc)
import Glibc
#endif
import Foundation
import JSONRPC
import ScreenIDE
import ScreenLSP

/// screenkit-bench presentation FILE [REQUESTS]
///
/// Runs the language server on a thread of this process, talking to it through pipes as an
/// editor would, opens FILE, and measures each request of the editor-presentation features
/// from sending it to the last byte of its answer (the answer's JSON is parsed only after the
/// clock stops: a client's parsing is not the server's time). Deltas follow a one-character
/// edit in the middle of the document, as typing makes them.
enum PresentationBenchmark {
    static func run(path: String, requests: Int) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let client = PipeClient()
        _ = client.request("initialize", ["processId": .null, "capabilities": ["general": ["positionEncodings": ["utf-16"]], "textDocument": ["foldingRange": ["lineFoldingOnly": true]]]])
        client.notify("initialized", [:])
        let uri = "file://" + path
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "screen", "version": 1, "text": .string(text)]])
        client.waitForDiagnostics(version: 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        print("\(path): \(lines) lines, \(text.utf8.count / 1000) kB")
        let document: JSONValue = ["uri": .string(uri)]
        var resultId = client.request("textDocument/semanticTokens/full", ["textDocument": document]).answer["result"]?["resultId"] ?? .null
        let middle = Int64(lines / 2)
        var version: Int64 = 1
        var full = Samples()
        var delta = Samples()
        var range = Samples()
        var folding = Samples()
        var inlayHints = Samples()
        var selection = Samples()
        var colors = Samples()
        for round in 0..<requests {
            full.add(client.request("textDocument/semanticTokens/full", ["textDocument": document]))
            version += 1
            let edit: JSONValue = round % 2 == 0
                ? ["range": ["start": ["line": .integer(middle), "character": 0], "end": ["line": .integer(middle), "character": 0]], "text": " "]
                : ["range": ["start": ["line": .integer(middle), "character": 0], "end": ["line": .integer(middle), "character": 1]], "text": ""]
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": [edit]])
            resultId = client.request("textDocument/semanticTokens/full", ["textDocument": document]).answer["result"]?["resultId"] ?? .null
            version += 1
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": [round % 2 == 0
                ? ["range": ["start": ["line": .integer(middle + 2), "character": 0], "end": ["line": .integer(middle + 2), "character": 0]], "text": " "]
                : ["range": ["start": ["line": .integer(middle + 2), "character": 0], "end": ["line": .integer(middle + 2), "character": 1]], "text": ""]]])
            // The server publishes the edit's diagnostics before it reads the next request;
            // an editor asks for the delta after that too (Neovim on a timer after typing).
            client.waitForDiagnostics(version: version)
            let answer = client.request("textDocument/semanticTokens/full/delta", ["textDocument": document, "previousResultId": resultId])
            guard answer.answer["result"]?["edits"] != nil else { fatalError("the delta request gave no edits: \(answer.answer)") }
            delta.add(answer)
            let visible: JSONValue = ["start": ["line": .integer(middle), "character": 0], "end": ["line": .integer(middle + 60), "character": 0]]
            range.add(client.request("textDocument/semanticTokens/range", ["textDocument": document, "range": visible]))
            folding.add(client.request("textDocument/foldingRange", ["textDocument": document]))
            inlayHints.add(client.request("textDocument/inlayHint", ["textDocument": document, "range": visible]))
            selection.add(client.request("textDocument/selectionRange", ["textDocument": document, "positions": [["line": .integer(middle), "character": 8]]]))
            colors.add(client.request("textDocument/documentColor", ["textDocument": document]))
        }
        full.report("semanticTokens/full")
        delta.report("semanticTokens/full/delta")
        range.report("semanticTokens/range (60 lines)")
        folding.report("foldingRange")
        inlayHints.report("inlayHint (60 lines)")
        selection.report("selectionRange")
        colors.report("documentColor")
        _ = client.request("shutdown", nil)
        client.notify("exit", nil)
        measureAnalysis(text: text, requests: requests)
    }

    /// The IDE layer's part alone, on the same text: what the edge adds is encoding and JSON.
    private static func measureAnalysis(text: String, requests: Int) {
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: "bench")
        let analysis = host.snapshot
        var tokens: [Double] = []
        var folding: [Double] = []
        var hints: [Double] = []
        let middle = text.utf8.count / 2
        for _ in 0..<requests {
            let hintStart = now()
            _ = analysis.inlayHints(in: "bench", range: middle..<(middle + 2_000), language: .english)
            hints.append(now() - hintStart)
            var start = now()
            _ = analysis.semanticTokens(in: "bench")
            tokens.append(now() - start)
            start = now()
            _ = analysis.foldingRegions(in: "bench")
            folding.append(now() - start)
        }
        report("IDE layer: semantic tokens", tokens)
        report("IDE layer: folding regions", folding)
        report("IDE layer: inlay hints (2 kB)", hints)
        // Completion after an edit: the edited file's usage counts are made again.
        let bytes = Array(text.utf8)
        var completions: [Double] = []
        let target = bytes.firstRange(of: Array("Cell \"Bob\"".utf8))!.lowerBound
        for round in 0..<requests {
            host.setText(bytes + Array(String(repeating: " ", count: round % 2).utf8), for: "bench")
            let start = now()
            _ = host.snapshot.completions(in: "bench", at: target + 2, language: .english, documentation: false)
            completions.append(now() - start)
        }
        report("IDE layer: completion just after an edit", completions)
    }

    /// Wall times of one kind of request, and the process's CPU time over each: the client
    /// waits in `read` meanwhile, so that is the server's work (and the pipes'), which the
    /// load of a shared machine does not swell as it does the wall time.
    private struct Samples {
        var wall: [Double] = []
        var cpu: [Double] = []

        mutating func add(_ request: (answer: JSONValue, seconds: Double, cpuSeconds: Double)) {
            wall.append(request.seconds)
            cpu.append(request.cpuSeconds)
        }

        func report(_ name: String) {
            let format = { (value: Double) in String(format: "%.3f ms", value * 1000) }
            print("\(name): p50 \(format(percentile(wall, 0.5))), p99 \(format(percentile(wall, 0.99))); CPU p50 \(format(percentile(cpu, 0.5))), p99 \(format(percentile(cpu, 0.99))) (\(wall.count) requests)")
        }
    }

    private static func report(_ name: String, _ seconds: [Double]) {
        let format = { (value: Double) in String(format: "%.3f ms", value * 1000) }
        print("\(name): p50 \(format(percentile(seconds, 0.5))), p99 \(format(percentile(seconds, 0.99))) (\(seconds.count) requests)")
    }
}

/// A client end of two pipes to a `LanguageServer` on its own thread.
private final class PipeClient {
    private let toServer: Int32
    private let fromServer: Int32
    private var framer = MessageFramer()
    private var nextID: Int64 = 0
    private var pending: [JSONValue] = []

    init() {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        precondition(pipe(&input) == 0 && pipe(&output) == 0)
        toServer = input[1]
        fromServer = output[0]
        let (serverInput, serverOutput) = (input[0], output[1])
        let thread = Thread { _ = LanguageServer(options: ServerOptions(logLevel: .error, logsToStandardError: false)).run(input: serverInput, output: serverOutput) }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func notify(_ method: String, _ params: JSONValue?) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends a request and returns its answer, the seconds until its last byte arrived and
    /// the process's CPU seconds meanwhile. Requests from the server are answered with null
    /// on the way.
    func request(_ method: String, _ params: JSONValue?) -> (answer: JSONValue, seconds: Double, cpuSeconds: Double) {
        nextID += 1
        var message: JSONObject = ["jsonrpc": "2.0", "id": .integer(nextID), "method": .string(method)]
        if let params { message["params"] = params }
        let start = now()
        let cpuStart = cpuNow()
        send(.object(message))
        while true {
            let (body, arrived, cpuArrived) = readMessage()
            guard let value = try? JSONValue.parse(body) else { continue }
            if value["method"] != nil, let id = value["id"] {
                send(["jsonrpc": "2.0", "id": id, "result": .null])
            } else if value["method"] == nil, value["id"]?.intValue == Int(nextID) {
                return (value, arrived - start, cpuArrived - cpuStart)
            } else {
                pending.append(value)
            }
        }
    }

    /// Waits until the document's diagnostics of `version` were published.
    func waitForDiagnostics(version: Int64) {
        let matches = { (value: JSONValue) in
            value["method"]?.stringValue == "textDocument/publishDiagnostics" && value["params"]?["version"]?.intValue == Int(version)
        }
        if let index = pending.firstIndex(where: matches) {
            pending.removeSubrange(...index)
            return
        }
        pending.removeAll()
        while true {
            let (body, _, _) = readMessage()
            guard let value = try? JSONValue.parse(body) else { continue }
            if matches(value) { return }
            if value["method"] != nil, let id = value["id"] { send(["jsonrpc": "2.0", "id": id, "result": .null]) }
        }
    }

    private func send(_ message: JSONValue) {
        let body = message.serialized()
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(toServer, $0.baseAddress! + offset, $0.count - offset) }
            precondition(written > 0 || errno == EINTR, "cannot write to the server")
            if written > 0 { offset += written }
        }
    }

    private func readMessage() -> (body: [UInt8], arrived: Double, cpuArrived: Double) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if case .message(let body)? = framer.next() { return (body, now(), cpuNow()) }
            let count = buffer.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
            precondition(count > 0 || errno == EINTR, "the server closed its output")
            if count > 0 { buffer.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) } }
        }
    }
}
