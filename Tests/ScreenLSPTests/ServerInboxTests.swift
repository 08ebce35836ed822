import Foundation
import JSONRPC
import XCTest
@testable import ScreenLSP

/// Issue 18: the inbox is bounded, and a full one holds the reader back.
final class ServerInboxTests: XCTestCase {
    private static func request(_ number: Int64) -> ServerInput {
        .message(.request(id: .integer(number), method: "textDocument/hover", params: nil))
    }

    private func request(_ number: Int64) -> ServerInput { Self.request(number) }

    func testAFullInboxMakesThePusherWaitUntilThereIsRoom() {
        let inbox = ServerInbox(capacity: 4)
        for number in 0..<4 { inbox.push(request(Int64(number))) }
        let pushed = expectation(description: "the fifth push returned")
        Thread { inbox.push(Self.request(4)); pushed.fulfill() }.start()
        // The fifth waits while four are waiting.
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(inbox.count, 4)
        XCTAssertEqual(inbox.popAll().count, 4)
        wait(for: [pushed], timeout: 5)
        XCTAssertEqual(inbox.count, 1)
    }

    func testClosingReleasesAWaitingPusher() {
        let inbox = ServerInbox(capacity: 1)
        inbox.push(request(1))
        let pushed = expectation(description: "the push returned")
        Thread { inbox.push(Self.request(2)); pushed.fulfill() }.start()
        Thread.sleep(forTimeInterval: 0.2)
        inbox.close()
        wait(for: [pushed], timeout: 5)
    }
}
