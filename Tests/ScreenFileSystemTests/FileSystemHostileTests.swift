import Foundation
import Glibc
import XCTest
@testable import ScreenFileSystem

/// Issue 18: what stood in a file's place could block the reader forever.
final class FileSystemHostileTests: XCTestCase {
    func testAFIFOInAFilesPlaceIsRefusedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/race.screen"
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        // On a thread, so that a blocking open fails the test instead of hanging it.
        let done = expectation(description: "readFile returned")
        let outcome = Locked<String?>(nil)
        Thread {
            do {
                _ = try FileSystem.readFile(path)
                outcome.set("read")
            } catch {
                outcome.set((error as? FileSystemError)?.reason)
            }
            done.fulfill()
        }.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(outcome.value, "not a regular file")
    }

    func testAliasesOfAFileHaveOneIdentity() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-alias-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/deep", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder + "/a.screen", contents: Data())
        XCTAssertEqual(symlink(".", folder + "/loop"), 0)
        let real = FileSystem.canonicalPath(folder + "/a.screen")!
        for alias in ["/./a.screen", "/deep/../a.screen", "/loop/a.screen", "/loop/loop/./a.screen", "//a.screen"] {
            XCTAssertEqual(FileSystem.identityPath(folder + alias), real, alias)
        }
        // A file that is not there (any more) is named through its real folder.
        XCTAssertEqual(FileSystem.identityPath(folder + "/loop/gone.screen"), FileSystem.canonicalPath(folder)! + "/gone.screen")
        XCTAssertEqual(FileSystem.lexicallyNormalized("/a/./b/../c//d"), "/a/c/d")
    }
}

/// A value shared with a thread.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ value: Value) { lock.lock(); stored = value; lock.unlock() }
}
