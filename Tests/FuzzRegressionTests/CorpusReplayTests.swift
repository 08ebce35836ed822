import ScreenFileSystem
import ScreenFuzzing
import XCTest

/// Every committed corpus input and every crash reproducer, run through the fuzz targets'
/// checks in the normal test suite (without libFuzzer), so that a fixed crash stays fixed.
final class CorpusReplayTests: XCTestCase {
    static let fuzzFolder: String = {
        var path = #filePath
        for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fuzz"
    }()

    func replay(_ target: String, _ check: FuzzCheck, file: StaticString = #filePath, line: UInt = #line) throws {
        var inputs: [String] = []
        for kind in ["Corpus", "Regressions"] {
            inputs += FileSystem.findFiles(under: "\(Self.fuzzFolder)/\(kind)/\(target)", suffix: "")
        }
        XCTAssertFalse(inputs.isEmpty, "no corpus for \(target)", file: file, line: line)
        for input in inputs {
            do {
                try check(try FileSystem.readFile(input))
            } catch let failure as FuzzFailure {
                XCTFail("\(input): \(failure)", file: file, line: line)
            }
        }
    }

    func testSyntaxCorpusAndReproducers() throws {
        try replay("fuzz-syntax", SyntaxFuzzTarget.check)
    }

    func testJSONRPCCorpusAndReproducers() throws {
        try replay("fuzz-jsonrpc", JSONRPCFuzzTarget.check)
    }

    func testFixCorpusAndReproducers() throws {
        try replay("fuzz-fix", FixFuzzTarget.check)
    }

    func testFormatCorpusAndReproducers() throws {
        try replay("fuzz-format", FormatFuzzTarget.check)
    }

    /// The formatter's guarantees hold on the other targets' screen inputs too.
    func testFormatGuaranteesOnTheSyntaxCorpus() throws {
        try replay("fuzz-syntax", FormatFuzzTarget.check)
    }

    func testIncrementalCorpusAndReproducers() throws {
        try replay("fuzz-incremental", IncrementalFuzzTarget.check)
    }

    func testServerCorpusAndReproducers() throws {
        try replay("fuzz-server", ServerFuzzTarget.check)
    }
}
