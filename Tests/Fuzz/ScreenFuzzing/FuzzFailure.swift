#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenFileSystem

/// A broken invariant, found by a fuzz target. Targets throw it rather than trap, so that the
/// regression tests can run the same checks inside XCTest; the libFuzzer entries trap on it.
public struct FuzzFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Throws `FuzzFailure(message)` unless `condition` holds.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}

/// One fuzz target: a check of arbitrary bytes that throws when an invariant breaks.
public typealias FuzzCheck = ([UInt8]) throws(FuzzFailure) -> Void

/// What the fuzz executables do with their input, fuzzing or not.
public enum FuzzEntry {
    /// libFuzzer's `LLVMFuzzerTestOneInput`: runs the check and traps on a failure, which
    /// libFuzzer reports as a crash and saves as a reproducer.
    public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int, _ check: FuzzCheck) {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            try check(bytes)
        } catch {
            fatalError("fuzz invariant broken: \(error.description)")
        }
    }

    /// Without libFuzzer: runs the check over the files and folders named (a corpus, the
    /// reproducers) and reports each failure; exit status 1 when one failed.
    public static func replay(_ arguments: [String], _ check: FuzzCheck) -> Never {
        var files: [String] = []
        for argument in arguments {
            switch FileSystem.kind(of: argument) {
            case .directory: files += FileSystem.findFiles(under: argument, suffix: "")
            case .file: files.append(argument)
            default:
                print("\(argument): no such file or folder")
                exit(2)
            }
        }
        var failures = 0
        for file in files {
            do {
                try check(try FileSystem.readFile(file))
            } catch let failure as FuzzFailure {
                failures += 1
                print("FAIL \(file): \(failure)")
            } catch {
                failures += 1
                print("FAIL \(file): \(error)")
            }
        }
        print("\(files.count - failures) of \(files.count) input(s) passed")
        exit(failures == 0 ? 0 : 1)
    }
}

/// Reads structured values from fuzz bytes; an exhausted input reads as zeros and empty chunks,
/// so every input decodes to something.
struct FuzzReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() -> Int {
        Int(byte()) | Int(byte()) << 8
    }

    /// A chunk of at most `limit` bytes, its length first (one byte, or two when `wide`).
    mutating func chunk(wide: Bool = false) -> [UInt8] {
        let length = wide ? uint16() : Int(byte())
        let end = min(bytes.count, position + length)
        guard position < end else { return [] }
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
