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

@Suite struct BrowseViewTests {
  private static let author = Sample.user(1, name: "Margaret Holloway")

  private static func state(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), titles: [String]
  ) -> BrowseState {
    let summaries = titles.enumerated().map { index, title in
      PostSummary(post: Sample.post(Post.ID(index + 1), title: title), author: author)
    }
    return .withPosts(summaries, size: size)
  }

  private func lines(_ state: BrowseState, usesColor: Bool = false) -> [String] {
    let buffer = BrowseView(state: state, usesColor: usesColor).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test func drawsTheTabsTheListAndTheStatusLine() {
    let lines = lines(Self.state(titles: ["First", "Ramen notes from 東京 🍜"]))
    #expect(lines[0] == "[Posts]· Users · Comments · Albums · Photos · Todos")
    #expect(lines[1] == "  ID  TITLE                     AUTHOR")
    #expect(lines[2] == "›  1  First                     Margaret Holloway")
    #expect(lines[3] == "   2  Ramen notes from 東京 🍜  Margaret Holloway")
    #expect(lines[23].hasPrefix(" post 1 of 2"))
    #expect(lines[23].hasSuffix("⏎ open  / search  S sort  y copy  c create  r refresh  ? help"))
  }

  @Test func anEmptyTitleIsADashAsOnThePostsScreen() {
    let lines = lines(Self.state(titles: ["First", "", " "]))
    #expect(lines[3] == "   2  —      Margaret Holloway")
    #expect(lines[4] == "   3  —      Margaret Holloway")
  }

  @Test func rowsAreCutToTheWidthWithoutSplittingAWideCharacter() {
    let title = String(repeating: "東", count: 40)
    let state = Self.state(size: TerminalSize(columns: 40, rows: 10), titles: [title])
    for line in lines(state) {
      #expect(line.displayWidth <= 40, "\(line)")
    }
    #expect(lines(state)[2].contains("…"))
  }

  @Test func theCursorsRowIsReversedOnlyWithColour() {
    let state = Self.state(titles: ["First", "Second"])
    let coloured = BrowseView(state: state, usesColor: true).render()
    #expect(coloured[2, 5].style.contains(.reverse))
    #expect(!coloured[3, 5].style.contains(.reverse))
    let plain = BrowseView(state: state, usesColor: false).render()
    #expect(plain.cells.allSatisfy { $0.style.isEmpty })
  }

  @Test func aLoadingListShowsTheSpinnerInItsPlace() {
    var state = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    state.lists.posts.feed.mode = .loading(page: 1)
    #expect(lines(state)[1] == "  ⠋ Loading posts…")
    state.spinnerFrame = 1
    #expect(lines(state)[1] == "  ⠙ Loading posts…")
  }

  @Test func aFailedListShowsTheErrorAndHowToRetry() {
    var state = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    state.lists.posts.feed.mode = .failed(LoadFailure(message: "offline"))
    let lines = lines(state)
    #expect(lines[1] == "  Could not load posts: offline")
    #expect(lines[2] == "  Press r to try again.")
    #expect(lines[23].hasPrefix(" posts · r to retry: offline"))
  }

  @Test func aLongErrorIsWrappedInTheListAndInTheStatusLine() throws {
    var state = BrowseState(size: TerminalSize(columns: 40, rows: 10))
    let message = "cannot reach 127.0.0.1:3905: the server did not answer in time"
    state.lists.posts.feed.mode = .failed(LoadFailure(message: message))
    let lines = lines(state)
    let hint = try #require(lines.firstIndex(of: "  Press r to try again."))
    let failure = lines[1..<hint].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(failure.joined(separator: " ") == "Could not load posts: \(message)")
    #expect(lines[6].hasPrefix(" posts "))
    #expect(lines[6].hasSuffix(" ? help"), "the help's hint stays")
    let status = lines[7...9].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(status.joined(separator: " ") == "r to retry: \(message)")
    #expect(hint < 6, "the list's failure stays above the status")
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test(arguments: [3, 0, 101, Int.max])
  func aWrongCountGivesASaneStatus(claimed: Int) {
    let summaries = (1...20).map { id in
      PostSummary(post: Sample.post(Post.ID(id), title: "Post \(id)"), author: Self.author)
    }
    let state = BrowseState.withPosts(
      summaries, size: TerminalSize(columns: 40, rows: 10), claimed: claimed)
    let status = lines(state)[9]
    #expect(status.displayWidth <= 40)
    if claimed > 20 {
      #expect(status.hasPrefix(" post 1 of \(claimed)".truncated(toDisplayWidth: 38)))
    } else {
      #expect(status.hasPrefix(" post 1 of 20+ · 20 loaded"))
    }
  }

  @Test func theCachesWarningIsInTheStatusLineWrappedAtTheWidth() {
    var state = Self.state(titles: ["First"])
    let warning = "showing data from 5 seconds ago: the server answered 503 Service Unavailable"
    state.warning = "warning: \(warning)"
    let status = lines(state)[21...23]
    #expect(status.first?.hasPrefix(" post 1 of 1 ") == true)
    let text = status.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(text.joined(separator: " ") == "warning: \(warning)")
    #expect(status.allSatisfy { $0.displayWidth <= 80 })
  }

  @Test func serverTextIsInert() {
    let lines = lines(Self.state(titles: ["Bad \u{1B}]0;pwned\u{07} title"]))
    #expect(lines[2].contains("Bad ^[]0;pwned^G title"))
  }

  @Test func aTooSmallTerminalSaysSo() {
    let state = Self.state(size: TerminalSize(columns: 39, rows: 24), titles: ["First"])
    #expect(lines(state)[0] == "terminal too small")
    #expect(lines(state)[1] == "(at least 40×10)")
  }

  @Test func theHelpAt40By10ShowsTheScreensKeysFirstAndHowToScroll() {
    var state = Self.state(size: TerminalSize(columns: 40, rows: 10), titles: ["First"])
    state.help = 0
    let first = lines(state)
    #expect(first[1] == "  On the posts")
    #expect(first[2].hasPrefix("  Enter"))
    #expect(first[8] == "  ↑ ↓ PgUp PgDn scroll · Esc, q, ? close")
    #expect(first.allSatisfy { $0.displayWidth <= 40 })
    state.help = KeyHelp.lines(for: .list(.posts), columns: 40).count
    #expect(lines(state).contains { $0.hasPrefix("  ?, Ctrl-G") }, "the last key is reached")
    state.size = TerminalSize(columns: 80, rows: 40)
    #expect(lines(state)[1] == "  On the posts", "a window that grew shows it all")
    #expect(lines(state).contains { $0.hasPrefix("  q, Ctrl-C") })
    #expect(lines(state).contains("  Esc, q or ? closes this help."))
  }

  @Test func at40ColumnsTheHelpWrapsWhatEachKeyDoesRatherThanCutIt() {
    var state = Self.state(size: TerminalSize(columns: 40, rows: 40), titles: ["First"])
    state.help = 0
    let shown = lines(state)
    #expect(shown.allSatisfy { $0.displayWidth <= 40 })
    #expect(!shown.dropFirst().contains { $0.contains("…") }, "\(shown)")
    let search = shown.firstIndex { $0.hasPrefix("  /") }
    let text = search.map { first in
      let rest = shown[(first + 1)...].prefix { $0.hasPrefix("   ") && !$0.isEmpty }
      return ([shown[first].dropFirst(3)] + rest.map { Substring($0) }).joined(separator: " ")
    }
    #expect(
      text?.split(separator: " ").joined(separator: " ")
        == "search every post; Enter keeps the filter", "\(shown)")
  }

  @Test func aFindInAPostMarksItsMatchesTheCurrentOneApartAndSaysWhereItIs() throws {
    let post = Sample.post(7, title: "Ramen", body: "Ramen in Tokyo\nmore ramen")
    let detail = PostDetail(post: post, author: Self.author, comments: [])
    var screen = PostScreen.State(postID: 7, detail: .loaded(detail), size: Fixtures.size)
    _ = screen.openFind()
    _ = screen.pressFinding(.paste("ramen"))
    _ = screen.pressFinding(.enter)
    _ = screen.stepFind(1)
    let state = BrowseState.withPosts([]).opening(.post(screen))
    let buffer = BrowseView(state: state, usesColor: true).render()
    let rows = (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
    let second = try #require(rows.firstIndex { $0.hasPrefix("  Ramen in Tokyo") })
    #expect((2..<7).allSatisfy { buffer[second, $0].style == .reverse }, "the match it is on")
    #expect(buffer[second, 7].style == [])
    let third = try #require(rows.firstIndex { $0.hasPrefix("  more ramen") })
    #expect((7..<12).allSatisfy { buffer[third, $0].style == .underline })
    #expect(buffer[1, 2].style.contains(.underline), "the title's match too")
    #expect(rows[23].hasPrefix(" post 7 · match 2 of 3"))
    #expect(rows[22].hasPrefix("/ ramen"), "the bar shows the text looked for")
  }
}
