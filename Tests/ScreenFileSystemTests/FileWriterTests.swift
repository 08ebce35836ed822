import XCTest
import Glibc
@testable import ScreenFileSystem

/// `FileSystem.writeFile`, the one way ScreenKit writes a file: each case of issue 17.
final class FileWriterTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.beforeReplacing = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func make(_ name: String, _ text: String, mode: mode_t = 0o644) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        chmod(path, mode)
        return path
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try FileSystem.readFile(path), as: UTF8.self)
    }

    /// Names in the folder other than the test's own files: a temporary file left behind.
    private func leftovers(besides names: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !names.contains($0) }
    }

    private func status(_ path: String) -> stat {
        var info = stat()
        lstat(path, &info)
        return info
    }

    func testWritesTheNewTextAndKeepsTheModeExactlyWhateverTheUmask() throws {
        let path = make("a.screen", "old", mode: 0o666)
        let previous = umask(0o077)
        defer { umask(previous) }
        let read = try FileSystem.readFileForUpdate(path)
        try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)
        XCTAssertEqual(try contents(path), "new")
        XCTAssertEqual(status(path).st_mode & 0o7777, 0o666)
        XCTAssertEqual(try leftovers(besides: ["a.screen"]), [])
    }

    func testKeepsTheOwner() throws {
        try XCTSkipUnless(geteuid() == 0, "giving a file to another user needs root")
        let path = make("a.screen", "old")
        XCTAssertEqual(chown(path, 65534, 65534), 0)
        let read = try FileSystem.readFileForUpdate(path)
        try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)
        XCTAssertEqual(status(path).st_uid, 65534)
        XCTAssertEqual(status(path).st_gid, 65534)
    }

    func testASymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
        let target = make("t.screen", "old")
        XCTAssertEqual(symlink("t.screen", folder + "/l.screen"), 0)
        let read = try FileSystem.readFileForUpdate(folder + "/l.screen")
        try FileSystem.writeFile(folder + "/l.screen", bytes: Array("new".utf8), expecting: read.snapshot)
        XCTAssertEqual(status(folder + "/l.screen").st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(try contents(target), "new")
        XCTAssertEqual(try leftovers(besides: ["t.screen", "l.screen"]), [])
    }

    func testAFileWithTwoHardLinksIsWrittenInPlaceSoBothNamesSeeIt() throws {
        let path = make("a.screen", "old text")
        XCTAssertEqual(link(path, folder + "/b.screen"), 0)
        let inode = status(path).st_ino
        let read = try FileSystem.readFileForUpdate(path)
        try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)
        XCTAssertEqual(try contents(folder + "/b.screen"), "new")
        XCTAssertEqual(status(path).st_ino, inode)
        XCTAssertEqual(status(path).st_nlink, 2)
        XCTAssertEqual(try leftovers(besides: ["a.screen", "b.screen"]), [])
    }

    func testAFileWhoseModeForbidsWritingIsRefused() throws {
        let path = make("a.screen", "old", mode: 0o444)
        let read = try FileSystem.readFileForUpdate(path)
        XCTAssertThrowsError(try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)) { error in
            XCTAssertTrue("\(error)".contains("does not allow writing"), "\(error)")
        }
        XCTAssertEqual(try contents(path), "old")
        XCTAssertEqual(try leftovers(besides: ["a.screen"]), [])
    }

    func testAnotherUsersFileInAWritableFolderIsRefused() throws {
        try XCTSkipUnless(geteuid() == 0, "running as another user needs root")
        let path = make("a.screen", "old", mode: 0o644)
        chmod(folder, 0o777)
        let status = runInChild {
            guard setgid(65534) == 0, setuid(65534) == 0 else { return 3 }
            guard let read = try? FileSystem.readFileForUpdate(path) else { return 4 }
            do {
                try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)
                return 1
            } catch {
                return "\(error)".contains("does not allow writing") ? 0 : 2
            }
        }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(try contents(path), "old")
    }

    func testAFileChangedSinceItWasReadIsNotWritten() throws {
        let path = make("a.screen", "old text\n")
        let read = try FileSystem.readFileForUpdate(path)
        // Appended by someone else while the command ran.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("a line\n".utf8))
        handle.closeFile()
        XCTAssertThrowsError(try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)) { error in
            XCTAssertTrue("\(error)".contains("changed on disk since it was read"), "\(error)")
        }
        XCTAssertEqual(try contents(path), "old text\na line\n")
    }

    func testAChangeThatKeepsSizeAndTimeIsStillSeen() throws {
        let path = make("a.screen", "old text\n")
        let read = try FileSystem.readFileForUpdate(path)
        let before = status(path)
        FileManager.default.createFile(atPath: path, contents: Data("OLD TEXT\n".utf8))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertThrowsError(try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot))
        XCTAssertEqual(try contents(path), "OLD TEXT\n")
    }

    func testAChangeDuringTheWriteIsSeenAndTheTemporaryFileRemoved() throws {
        let path = make("a.screen", "old")
        let read = try FileSystem.readFileForUpdate(path)
        TemporaryFiles.beforeReplacing = { FileManager.default.createFile(atPath: path, contents: Data("theirs".utf8)) }
        XCTAssertThrowsError(try FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot))
        XCTAssertEqual(try contents(path), "theirs")
        XCTAssertEqual(try leftovers(besides: ["a.screen"]), [])
    }

    func testSIGTERMAndSIGINTDuringAWriteLeaveNoTemporaryFile() throws {
        for signalNumber in [SIGTERM, SIGINT] {
            let path = make("a.screen", "old")
            let status = runInChild {
                guard let read = try? FileSystem.readFileForUpdate(path) else { return 4 }
                TemporaryFiles.beforeReplacing = { raise(signalNumber) }
                try? FileSystem.writeFile(path, bytes: Array("new".utf8), expecting: read.snapshot)
                return 1
            }
            XCTAssertEqual(status & 0x7F, signalNumber, "the child did not end by the signal (status \(status))")
            XCTAssertEqual(try contents(path), "old")
            XCTAssertEqual(try leftovers(besides: ["a.screen"]), [])
        }
    }

    /// Runs `body` in a child process and returns its wait status.
    private func runInChild(_ body: () -> Int32) -> Int32 {
        let child = fork()
        if child == 0 { _exit(body()) }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return (status & 0x7F) != 0 ? status & 0x7F : (status >> 8) & 0xFF
    }
}
