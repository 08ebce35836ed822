import XCTest
import Glibc
@testable import ScreenFileSystem

final class FileSystemTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        for path in ["/one.screen", "/a/two.screen", "/a/b/three.screen", "/a/notes.txt", "/.hidden/four.screen"] {
            FileManager.default.createFile(atPath: root + path, contents: Data("screen X { }".utf8))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testFindsScreenFilesAndSkipsHiddenFolders() {
        XCTAssertEqual(FileSystem.findFiles(under: root, suffix: ".screen"), [root + "/a/b/three.screen", root + "/a/two.screen", root + "/one.screen"])
    }

    func testDoesNotFollowLinksOutOfTheRoot() throws {
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        FileManager.default.createFile(atPath: outside + "/secret.screen", contents: Data())
        XCTAssertEqual(symlink(outside, root + "/link-out"), 0)
        XCTAssertEqual(symlink(outside + "/secret.screen", root + "/file-link.screen"), 0)
        XCTAssertEqual(symlink(root + "/a", root + "/a/b/cycle"), 0)
        XCTAssertEqual(FileSystem.findFiles(under: root, suffix: ".screen"), [root + "/a/b/three.screen", root + "/a/two.screen", root + "/one.screen"])
    }

    func testReadFile() throws {
        XCTAssertEqual(try FileSystem.readFile(root + "/one.screen"), Array("screen X { }".utf8))
        XCTAssertThrowsError(try FileSystem.readFile(root + "/missing.screen")) { error in
            XCTAssertTrue("\(error)".hasSuffix("No such file or directory"))
        }
        XCTAssertThrowsError(try FileSystem.readFile(root + "/a"))
    }

    /// The size told when the file is opened is a hint: an empty file reads empty, a large one
    /// whole, and one the system says is empty but is not (as files under /proc are) is read
    /// on to its end.
    func testReadFileReadsToTheEndWhateverTheSizeTold() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/empty.screen", contents: Data()))
        XCTAssertEqual(try FileSystem.readFile(root + "/empty.screen"), [])
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/large.screen", contents: Data(large)))
        XCTAssertEqual(try FileSystem.readFile(root + "/large.screen"), large)
        #if os(Linux)
        let status = try FileSystem.readFile("/proc/self/status")
        XCTAssertGreaterThan(status.count, 100)
        XCTAssertTrue(String(decoding: status, as: UTF8.self).hasSuffix("\n"))
        XCTAssertTrue(String(decoding: status, as: UTF8.self).contains("VmRSS:"))
        #endif
    }
}
