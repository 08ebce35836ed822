import CJSONC

extension JSONValue {
    /// Compact JSON text in UTF-8, members in insertion order, `/` not escaped.
    ///
    /// Doubles are written with Swift's shortest round-tripping form (`0.1`, not
    /// `0.10000000000000001`), whole ones with a `.0`, so they read back as doubles.
    /// Non-finite doubles have no JSON form and become `null`. Object keys are C strings in
    /// json-c, so a key is cut at an embedded NUL (string values keep theirs).
    public func serialized() -> [UInt8] {
        let root = JSONCBuilder.build(self)
        defer { json_object_put(root) }
        var length = 0
        guard let text = json_object_to_json_string_length(
            root, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE, &length
        ) else { return Array("null".utf8) }
        return Array(UnsafeRawBufferPointer(start: text, count: length))
    }

    /// The serialised text as a String (always valid UTF-8).
    public var jsonText: String {
        String(decoding: serialized(), as: UTF8.self)
    }
}

/// Builds json-c trees from JSONValues; the caller owns and releases the root.
enum JSONCBuilder {
    /// One array or object whose children are still being added. `node` is borrowed from its
    /// parent (or is the root), which stays alive until the build ends.
    private struct Frame {
        let node: OpaquePointer
        let elements: [JSONValue]
        let members: [JSONObject.Member]
        var index = 0
    }

    static func build(_ value: JSONValue) -> OpaquePointer? {
        var stack: [Frame] = []
        let root = makeNode(value, stack: &stack)
        while !stack.isEmpty {
            let top = stack.count - 1
            let frame = stack[top]
            if frame.index < frame.elements.count {
                stack[top].index += 1
                let child = makeNode(frame.elements[frame.index], stack: &stack)
                json_object_array_add(frame.node, child)
            } else if frame.index < frame.members.count {
                stack[top].index += 1
                let member = frame.members[frame.index]
                let child = makeNode(member.value, stack: &stack)
                // json-c copies the key; a repeated key replaces the earlier value.
                member.key.withCString { key in
                    _ = json_object_object_add(frame.node, key, child)
                }
            } else {
                stack.removeLast()
            }
        }
        return root
    }

    /// Makes the node for `value`; for a container, also pushes the frame that fills it.
    private static func makeNode(_ value: JSONValue, stack: inout [Frame]) -> OpaquePointer? {
        switch value {
        case .null:
            return nil  // json-c represents null as a NULL object.
        case .bool(let flag):
            return json_object_new_boolean(flag ? 1 : 0)
        case .integer(let number):
            return json_object_new_int64(number)
        case .double(let number):
            guard number.isFinite else { return nil }
            return number.description.withCString { json_object_new_double_s(number, $0) }
        case .string(var text):
            return text.withUTF8 { utf8 in
                precondition(utf8.count < Int(Int32.max), "string too long for json-c")
                guard let base = utf8.baseAddress else { return json_object_new_string("") }
                return UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    json_object_new_string_len($0, Int32(utf8.count))
                }
            }
        case .array(let elements):
            guard let node = json_object_new_array_ext(Int32(clamping: elements.count)) else { return nil }
            stack.append(Frame(node: node, elements: elements, members: []))
            return node
        case .object(let object):
            guard let node = json_object_new_object() else { return nil }
            stack.append(Frame(node: node, elements: [], members: object.members))
            return node
        }
    }
}
