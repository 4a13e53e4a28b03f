import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The line that says why a row matched a search: the text around the match, and where the list
/// draws it.
@Suite struct MatchSnippetTests {
  private static let body =
    "A long introduction that goes on and on before the word lighthouse at last."

  @Test func aMatchShowsTheTextAroundIt() throws {
    let line = try #require(
      MatchSnippet.snippet(
        label: "body", of: Self.body, search: SearchText("lighthouse"), width: 40))
    check(line.hasPrefix("body: …"))
    check(line.contains("lighthouse"))
    check(line.displayWidth <= 40)
  }

  @Test func aTextThatMatchesSeveralTimesIsCutAroundItsFirstMatch() throws {
    let body =
      "A long introduction that goes on and on before the first lighthouse, then a "
      + "second lighthouse, and a third lighthouse at the very end of the body."
    let line = try #require(
      MatchSnippet.snippet(label: "body", of: body, search: SearchText("lighthouse"), width: 40))
    checkEqual(line, "body: … the first lighthouse, then a se…", "\(line)")
    check(line.displayWidth <= 40)
  }

  @Test func theSnippetIsDrawnUnderTheCursorsRowAndTheRowsBelowMoveDown() throws {
    let posts: [JSONObject] = [
      ["userId": 1, "id": 1, "title": "Notes on trains", "body": .string(Self.body)],
      ["userId": 1, "id": 2, "title": "Lighthouse keeping", "body": "Short"],
    ]
    var state = BrowseState.withPosts(posts, size: TerminalSize(columns: 60, rows: 12))
    let rows = state.lists[records: .posts].feed.items
    state.lists[records: .posts].search = Fixtures.search(typing: "lighthouse", over: rows)
    let buffer = BrowseView(state: state, usesColor: true).render()
    check(buffer.text(ofRow: 2).hasPrefix("›  1  Notes on trains"))
    let snippet = buffer.text(ofRow: 3)
    check(snippet.hasPrefix("    body: …"), "\(snippet)")
    let match = try #require(snippet.range(of: "lighthouse"))
    let column = snippet[..<match.lowerBound].count
    check(buffer[3, column].style.contains(.underline), "the match is marked")
    check(buffer.text(ofRow: 4).hasPrefix("   2  Lighthouse keeping"))
  }
}
