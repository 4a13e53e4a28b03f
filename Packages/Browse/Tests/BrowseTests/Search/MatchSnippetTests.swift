import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct MatchSnippetTests {
  private static let post = PostSummary(
    post: Sample.post(
      1, title: "Notes on trains",
      body: "A long introduction that goes on and on before the word lighthouse at last."),
    author: Sample.leanne)

  @Test func aMatchInTheBodyShowsTheBodyAroundIt() throws {
    let line = try #require(
      PostsList.snippet(for: Self.post, search: SearchText("lighthouse"), width: 40))
    #expect(line.hasPrefix("body: …"))
    #expect(line.contains("lighthouse"))
    #expect(line.displayWidth <= 40)
  }

  @Test func aBodyThatMatchesSeveralTimesIsCutAroundItsFirstMatch() throws {
    let post = PostSummary(
      post: Sample.post(
        2, title: "Notes on trains",
        body: "A long introduction that goes on and on before the first lighthouse, then a "
          + "second lighthouse, and a third lighthouse at the very end of the body."),
      author: Sample.leanne)
    let line = try #require(
      PostsList.snippet(for: post, search: SearchText("lighthouse"), width: 40))
    #expect(line == "body: … the first lighthouse, then a se…", "\(line)")
    #expect(line.displayWidth <= 40)
  }

  @Test func aMatchInTheTitleNeedsNoSnippet() {
    #expect(PostsList.snippet(for: Self.post, search: SearchText("trains"), width: 40) == nil)
  }

  @Test func theSnippetIsDrawnUnderTheCursorsRowAndTheRowsBelowMoveDown() throws {
    var state = BrowseState(size: TerminalSize(columns: 60, rows: 12))
    let other = PostSummary(
      post: Sample.post(2, title: "Lighthouse keeping"), author: Sample.leanne)
    state.lists.posts.feed = Fixtures.feed([Self.post, other])
    state.lists.posts.allPosts = PostsListFeature.State(
      posts: .loaded(Page(items: [Self.post, other])))
    state.lists.posts.search = Fixtures.search(typing: "lighthouse", over: [Self.post, other])
    let buffer = BrowseView(state: state, usesColor: true).render()
    #expect(buffer.text(ofRow: 2).hasPrefix("›  1  Notes on trains"))
    let snippet = buffer.text(ofRow: 3)
    #expect(snippet.hasPrefix("    body: …"))
    let match = try #require(snippet.range(of: "lighthouse"))
    let column = snippet[..<match.lowerBound].count
    #expect(buffer[3, column].style.contains(.underline), "the match is marked")
    #expect(buffer.text(ofRow: 4).hasPrefix("   2  Lighthouse keeping"))
  }
}
