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
}
