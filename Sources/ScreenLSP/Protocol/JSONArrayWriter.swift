import JSONRPC

/// A value that writes its own JSON into a byte array: for answers of thousands of small
/// objects (folds, formatting edits), where a `JSONText` per part is the slow part.
protocol JSONBytesWritable {
    func write(to bytes: inout [UInt8])
}

enum JSONArrayWriter {
    /// The JSON array of `elements`, written into one byte array sized for about
    /// `bytesEach` bytes an element.
    static func text(of elements: [some JSONBytesWritable], bytesEach: Int) -> JSONText {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(elements.count * bytesEach + 2)
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element.write(to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return JSONText(serialized: bytes)
    }
}
