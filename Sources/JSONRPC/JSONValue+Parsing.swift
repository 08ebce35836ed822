import CJSONC
import ScreenSupport

extension JSONValue {
    /// Parses one JSON value that fills the whole buffer (surrounding whitespace allowed).
    ///
    /// `maxDepth` bounds how deeply arrays and objects nest (`[[1]]` has depth 2), so hostile
    /// input cannot exhaust memory or the stack. An integer outside Int64 is valid JSON that no
    /// LSP field can hold: it reads as a double (so a request whose params hold one is answered
    /// -32602 with its id, and an id that is one is no usable id, never a rounded one). A
    /// number beyond the largest double (`1e400`) reads as the largest double, which can be
    /// written back as JSON.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = 256
    ) throws(JSONParseError) -> JSONValue {
        let root = try JSONCTree.parse(bytes, maxDepth: maxDepth)
        defer { json_object_put(root) }
        return try JSONCTree.convert(root, maxDepth: maxDepth, source: bytes)
    }

    /// Parses bytes held in an array; see `parse(_:maxDepth:)` for the rules.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 256) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    /// Parses the UTF-8 of a string; convenient in tests and for literal fixtures.
    public static func parse(_ text: String, maxDepth: Int = 256) throws(JSONParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) in
                try parse(UnsafeRawBufferPointer(buffer), maxDepth: maxDepth)
            }
        }
        return try result.get()
    }
}

/// The json-c side of parsing: tokenising into a json-c tree and converting that tree.
/// Trees made here are released before the public function returns.
enum JSONCTree {
    /// Tokenises the whole buffer. Returns the owned root (nil is JSON `null`).
    static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int) throws(JSONParseError) -> OpaquePointer? {
        guard bytes.count < Int(Int32.max) else { throw JSONParseError(.inputTooLarge) }
        // The text's UTF-8 is checked here, eight ASCII bytes at a time, and not by json-c,
        // whose check cost a third of its parse of a large document. (The conversion checks
        // every string and key again once escapes are decoded.)
        let text = UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        if let invalid = text.firstInvalidUTF8Offset { throw JSONParseError(.invalidUTF8, offset: invalid) }
        // json-c spends more than one stack level per object level; give it room and let the
        // conversion enforce `maxDepth` exactly. json-c's limit still bounds its own memory.
        let depth = Int32(clamping: 2 * max(0, min(maxDepth, 1 << 20)) + 2)
        guard let tokener = json_tokener_new_ex(depth) else {
            throw JSONParseError(.syntax("cannot allocate a json-c tokener"))
        }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)

        var empty: CChar = 0
        var root: OpaquePointer?
        if let base = bytes.baseAddress {
            root = json_tokener_parse_ex(tokener, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        } else {
            root = json_tokener_parse_ex(tokener, &empty, 0)
        }
        var error = json_tokener_get_error(tokener)
        var offset = json_tokener_get_parse_end(tokener)
        if error == json_tokener_continue {
            // A number (or nothing) runs to the end of the buffer: one NUL byte tells json-c
            // the input is over, without copying the buffer to terminate it.
            root = json_tokener_parse_ex(tokener, &empty, 1)
            error = json_tokener_get_error(tokener)
            offset = bytes.count
        }
        guard error == json_tokener_success else {
            json_object_put(root)
            throw JSONParseError(kind(of: error, maxDepth: maxDepth), offset: offset)
        }
        // Strict mode rejects trailing junk itself, except after an embedded NUL byte.
        if offset < bytes.count {
            json_object_put(root)
            throw JSONParseError(.trailingCharacters, offset: offset)
        }
        return root
    }

    private static func kind(of error: json_tokener_error, maxDepth: Int) -> JSONParseError.Kind {
        switch error {
        case json_tokener_error_depth: return .tooDeep(maxDepth: maxDepth)
        case json_tokener_error_parse_utf8_string: return .invalidUTF8
        case json_tokener_error_parse_eof, json_tokener_continue: return .incomplete
        default: return .syntax(String(cString: json_tokener_error_desc(error)))
        }
    }

    /// One array or object being converted; the walk keeps these on an explicit stack so that
    /// a generous `maxDepth` cannot overflow the thread's stack.
    private struct Frame {
        let node: OpaquePointer
        let isArray: Bool
        let count: Int
        var index = 0
        var entry: UnsafeMutablePointer<lh_entry>?
        var pendingKey = ""
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []

        init(node: OpaquePointer, isArray: Bool) {
            self.node = node
            self.isArray = isArray
            if isArray {
                count = json_object_array_length(node)
                elements.reserveCapacity(count)
            } else {
                count = Int(json_object_object_length(node))
                members.reserveCapacity(count)
                entry = screenkit_json_object_first_entry(node)
            }
        }

        var finished: JSONValue {
            isArray ? .array(elements) : .object(JSONObject(members))
        }
    }

    /// Converts a json-c tree (borrowed) into a JSONValue.
    static func convert(
        _ root: OpaquePointer?, maxDepth: Int, source: UnsafeRawBufferPointer
    ) throws(JSONParseError) -> JSONValue {
        var sawInt64Min = false
        let result = try convert(root, maxDepth: maxDepth, int64MinIsOutOfRange: false, sawInt64Min: &sawInt64Min)
        // json-c clamps integers below Int64.min to Int64.min; only the text can tell. When it
        // holds one, the tree is converted again with Int64.min read as out of range.
        guard sawInt64Min, hasIntegerBelowInt64Min(source) else { return result }
        return try convert(root, maxDepth: maxDepth, int64MinIsOutOfRange: true, sawInt64Min: &sawInt64Min)
    }

    private static func convert(
        _ root: OpaquePointer?, maxDepth: Int, int64MinIsOutOfRange: Bool, sawInt64Min: inout Bool
    ) throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        var result: JSONValue?

        func deliver(_ value: JSONValue) {
            guard !stack.isEmpty else {
                result = value
                return
            }
            let top = stack.count - 1
            if stack[top].isArray {
                stack[top].elements.append(value)
            } else {
                stack[top].members.append((stack[top].pendingKey, value))
            }
        }

        func visit(_ node: OpaquePointer?) throws(JSONParseError) {
            if let leaf = try leafValue(node, int64MinIsOutOfRange: int64MinIsOutOfRange, sawInt64Min: &sawInt64Min) {
                deliver(leaf)
                return
            }
            guard stack.count < maxDepth, let node else { throw JSONParseError(.tooDeep(maxDepth: maxDepth)) }
            stack.append(Frame(node: node, isArray: json_object_get_type(node) == json_type_array))
        }

        try visit(root)
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].isArray {
                guard stack[top].index < stack[top].count else {
                    deliver(stack.removeLast().finished)
                    continue
                }
                let child = json_object_array_get_idx(stack[top].node, stack[top].index)
                stack[top].index += 1
                try visit(child)
            } else {
                guard let entry = stack[top].entry else {
                    deliver(stack.removeLast().finished)
                    continue
                }
                stack[top].entry = entry.pointee.next
                guard let rawKey = entry.pointee.k,
                      let key = String(validatingCString: rawKey.assumingMemoryBound(to: CChar.self))
                else { throw JSONParseError(.invalidUTF8) }
                stack[top].pendingKey = key
                try visit(OpaquePointer(entry.pointee.v))
            }
        }
        return result ?? .null
    }

    /// The value of a scalar node, or nil for an array or object.
    private static func leafValue(
        _ node: OpaquePointer?, int64MinIsOutOfRange: Bool, sawInt64Min: inout Bool
    ) throws(JSONParseError) -> JSONValue? {
        guard let node else { return .null }
        switch json_object_get_type(node) {
        case json_type_null:
            return .null
        case json_type_boolean:
            return .bool(json_object_get_boolean(node) != 0)
        case json_type_int:
            // json-c keeps 2^63 ... 2^64-1 as unsigned and clamps larger values to 2^64-1.
            let unsigned = json_object_get_uint64(node)
            guard unsigned <= UInt64(Int64.max) else { return .double(Double(unsigned)) }
            let value = json_object_get_int64(node)
            if value == Int64.min {
                sawInt64Min = true
                if int64MinIsOutOfRange { return .double(Double(value)) }
            }
            return .integer(value)
        case json_type_double:
            let value = json_object_get_double(node)
            if value.isFinite { return .double(value) }
            // json-c keeps a parsed double's text: digits (`1e400`) are a valid number past the
            // largest double, which it stands for; `NaN` and `Infinity` are no JSON at all.
            let text = json_object_to_json_string_ext(node, JSON_C_TO_STRING_PLAIN).map { String(cString: $0) } ?? ""
            guard !value.isNaN, text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                throw JSONParseError(.numberOutOfRange)
            }
            return .double(value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        case json_type_string:
            let length = Int(json_object_get_string_len(node))
            guard length > 0, let text = json_object_get_string(node) else { return .string("") }
            let utf8 = UnsafeRawBufferPointer(start: text, count: length).bindMemory(to: UInt8.self)
            guard let string = validatedString(utf8) else { throw JSONParseError(.invalidUTF8) }
            return .string(string)
        default:
            return nil
        }
    }

    /// A string's text as json-c decoded it, checked while the `String` is made (which reads
    /// every byte anyway). The whole text was checked before and json-c decodes escapes to
    /// UTF-8, so this only guards against a json-c that does not.
    private static func validatedString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, *) {
            return String(validating: utf8, as: UTF8.self)
        }
        let string = String(decoding: utf8, as: UTF8.self)
        return string.utf8.elementsEqual(utf8) ? string : nil
    }

    /// Whether the (already valid) JSON text holds an integer literal below Int64.min.
    static func hasIntegerBelowInt64Min(_ text: UnsafeRawBufferPointer) -> Bool {
        let limit = Array("9223372036854775808".utf8)
        var index = 0
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\"") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            case UInt8(ascii: "-"):
                let start = index + 1
                var end = start
                while end < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[end]) {
                    end += 1
                }
                let isInteger = end == text.count
                    || ![UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(text[end])
                // Strict mode forbids leading zeros, so more digits means a larger magnitude.
                let digits = text[start..<end]
                let tooLong = digits.count > limit.count
                let tooLarge = digits.count == limit.count && limit.lexicographicallyPrecedes(digits)
                if isInteger, tooLong || tooLarge {
                    return true
                }
                index = end
            default:
                index += 1
            }
        }
        return false
    }
}
