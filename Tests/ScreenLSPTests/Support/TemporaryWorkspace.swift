import Foundation
import JSONRPC
import ScreenLSP

/// A folder of `.screen` files for one test, removed afterwards, with a sibling folder
/// outside it for files the server must not read.
final class TemporaryWorkspace {
    let root: String
    let folder: String
    let outside: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-lsp-\(UUID().uuidString)").path
        root = base
        folder = base + "/工作 區"
        outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var folderURI: String { DocumentURI(path: folder).string }

    /// Writes a file under the workspace folder (`relative` may contain folders).
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return DocumentURI(path: path).string
    }

    func writeOutside(_ name: String, _ text: String) throws -> String {
        let path = outside + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: folder + "/" + relative)
    }

    /// A symbolic link in the workspace to `destination`; returns the link's URI.
    @discardableResult
    func link(_ relative: String, to destination: String) throws -> String {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + relative, withDestinationPath: destination)
        return DocumentURI(path: folder + "/" + relative).string
    }

    func uri(_ relative: String) -> String {
        DocumentURI(path: folder + "/" + relative).string
    }

    var workspaceFolders: JSONValue {
        [["uri": .string(folderURI), "name": "ws"]]
    }
}
