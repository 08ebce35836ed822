import XCTest
@testable import ScreenLSP

/// URIs to keys and paths and back, with percent-encoding both ways.
final class DocumentURITests: XCTestCase {
    func testPathsWithSpacesAndChineseAreEncoded() {
        let uri = DocumentURI(path: "/home/me/My Screens/收件匣.screen")
        XCTAssertEqual(uri.string, "file:///home/me/My%20Screens/%E6%94%B6%E4%BB%B6%E5%8C%A3.screen")
        XCTAssertEqual(DocumentURI(uri.string).path, "/home/me/My Screens/收件匣.screen")
    }

    func testSpellingsOfOneFileShareAKey() {
        let canonical = DocumentURI(path: "/tmp/a b/中.screen").string
        for spelling in ["file:///tmp/a%20b/%e4%b8%ad.screen", "file://localhost/tmp/a%20b/%E4%B8%AD.screen",
                         "FILE:///tmp/a%20b/%E4%B8%AD.screen", "file:/tmp/a%20b/%E4%B8%AD.screen",
                         "file:///tmp/a%20b/中.screen"] {
            XCTAssertEqual(DocumentURI(spelling).string, canonical, spelling)
        }
    }

    func testReservedCharactersSurviveTheRoundTrip() {
        for path in ["/a/#hash.screen", "/a/100%.screen", "/a/q?.screen", "/a/plus+and=.screen", "/a/emoji 😀.screen"] {
            XCTAssertEqual(DocumentURI(DocumentURI(path: path).string).path, path)
        }
    }

    func testOtherURIsAreOpaqueKeys() {
        for text in ["untitled:Untitled-1", "vscode-notebook-cell:/x#1", "file://server/share/a.screen", "file:relative.screen",
                     "file:///bad%zzescape", "file:///nul%00byte", "file:///bad%FFutf8", "", "%"] {
            let uri = DocumentURI(text)
            XCTAssertNil(uri.path, text)
            XCTAssertEqual(uri.string, text)
        }
    }

    func testQueryAndFragmentAreNoPartOfThePath() {
        XCTAssertEqual(DocumentURI("file:///a/b.screen?x=1#frag").path, "/a/b.screen")
    }
}
