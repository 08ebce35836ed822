import JSONRPC

/// Target 2: Content-Length framing and JSON-RPC decoding on arbitrary bytes.
///
/// The first byte picks how the rest is cut into reads (one piece, pieces of 1 to 16 bytes,
/// or pieces whose sizes come from the input); the rest is the byte stream.
///
/// Invariants: nothing traps; the framer never holds more than its header limit or one body
/// plus the latest read; the messages and errors do not depend on how the stream is cut;
/// no body exceeds the length limit; every body that parses as JSON serialises and parses
/// back to the same value, and every message that decodes encodes and decodes back to itself.
public enum JSONRPCFuzzTarget {
    /// Small limits, so that the fuzzer reaches them.
    static let maxContentLength = 512
    static let maxHeaderLength = 96

    public static func check(_ input: [UInt8]) throws(FuzzFailure) {
        guard let mode = input.first else { return }
        let stream = Array(input.dropFirst())

        let whole = try frame(stream, pieces: [stream.count])
        var sizes: [Int] = []
        switch mode % 3 {
        case 0:
            sizes = [stream.count]
        case 1:
            let step = Int(mode >> 2) % 16 + 1
            sizes = Array(repeating: step, count: stream.count / step + 1)
        default:
            // Sizes from the stream's own bytes, so they vary with it.
            var index = 0
            while index < stream.count {
                let size = Int(stream[index]) % 37 + 1
                sizes.append(size)
                index += size
            }
        }
        let pieces = try frame(stream, pieces: sizes)
        try require(whole == pieces, "framing depends on how the input is cut: \(whole.count) vs \(pieces.count) outputs\n\(describe(whole))\n---\n\(describe(pieces))")

        for case .message(let body) in whole {
            try require(body.count <= maxContentLength, "a body of \(body.count) bytes passed the limit")
            try checkBody(body)
        }
    }

    static func describe(_ outputs: [MessageFramer.Output]) -> String {
        outputs.map { output in
            switch output {
            case .message(let body): "message(\(body.count) bytes)"
            case .error(let error): "error(\(error))"
            }
        }.joined(separator: "\n")
    }

    static func frame(_ stream: [UInt8], pieces: [Int]) throws(FuzzFailure) -> [MessageFramer.Output] {
        var framer = MessageFramer(maxContentLength: maxContentLength, maxHeaderLength: maxHeaderLength)
        var outputs: [MessageFramer.Output] = []
        var offset = 0
        for size in pieces where offset < stream.count {
            let end = min(stream.count, offset + size)
            framer.append(contentsOf: stream[offset..<end])
            offset = end
            while let output = framer.next() {
                outputs.append(output)
            }
            // A header block, or a body, plus the latest read (and the few bytes of a split
            // `Content-Length:` kept while resynchronising).
            let bound = max(maxHeaderLength + 4, maxContentLength) + size + 16
            try require(framer.bufferedByteCount <= bound, "the framer holds \(framer.bufferedByteCount) bytes, more than \(bound)")
        }
        if let error = framer.finish() {
            outputs.append(.error(error))
        }
        return outputs
    }

    /// JSON parsing, serialisation and JSON-RPC decoding of one body.
    public static func checkBody(_ body: [UInt8]) throws(FuzzFailure) {
        for depth in [4, 256] {
            guard let value = try? JSONValue.parse(body, maxDepth: depth) else { continue }
            let text = value.serialized()
            let reparsed: JSONValue
            do {
                reparsed = try JSONValue.parse(text, maxDepth: depth)
            } catch {
                throw FuzzFailure("serialised JSON does not parse back (\(error)): \(String(decoding: text, as: UTF8.self).prefix(200))")
            }
            try require(reparsed == value, "JSON changes in a round trip: \(String(decoding: text, as: UTF8.self).prefix(200))")
        }
        switch JSONRPCMessage.decode(body) {
        case .success(let message):
            let encoded = message.serialized()
            guard case .success(let decoded) = JSONRPCMessage.decode(encoded) else {
                throw FuzzFailure("an encoded message does not decode: \(String(decoding: encoded, as: UTF8.self).prefix(200))")
            }
            try require(decoded == message, "a message changes in a round trip: \(String(decoding: encoded, as: UTF8.self).prefix(200))")
        case .failure(let invalid):
            // The answer to an invalid message must itself be writable and readable.
            let answer = JSONRPCMessage.errorResponse(id: invalid.id, error: invalid.error).serialized()
            guard case .success = JSONRPCMessage.decode(answer) else {
                throw FuzzFailure("the error answer does not decode: \(String(decoding: answer, as: UTF8.self).prefix(200))")
            }
        }
    }
}
