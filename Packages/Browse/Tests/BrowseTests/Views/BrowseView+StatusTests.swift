import Features
import Foundation
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The status line: the hints that fit and are true, the messages wrapped whole, and where
/// the cursor is.
@Suite struct BrowseViewStatusTests {
  private static let narrow = TerminalSize(columns: 40, rows: 12)

  private func lines(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Where the line under the list says a first page of 20 posts stands.
  private func status(claimed: Int? = nil, statesTotal: Bool = true, stopped: Bool = false)
    -> String?
  {
    var state = BrowseState.withPosts(
      (1...20).map { Fixtures.post($0) }, claimed: claimed, statesTotal: statesTotal)
    if stopped {
      state.lists[records: .posts].feed.next = nil
      state.lists[records: .posts].feed.mode = .failed(
        LoadFailure(message: "page 2 repeated the page before it"))
    }
    // Where the list stands, before the keys' hints.
    return lines(state).first { $0.hasPrefix(" post 1") }?.components(separatedBy: "   ").first
  }

  @Test func theRecordIsCountedAmongThoseTheServerHasNeverOnlyThoseLoaded() {
    checkEqual(status(claimed: 100), " post 1 of 100 · 20 loaded")
    checkEqual(status(), " post 1 of 20", "the whole list")
    checkEqual(
      status(claimed: 100, statesTotal: false), " post 1 · 20 loaded · more on the server",
      "a next page, and no total")
    check(
      status(claimed: 100, statesTotal: false, stopped: true)?
        .hasPrefix(" post 1 · 20 loaded · ") == true,
      "a reading stopped short is no whole list: \(status(claimed: 100, statesTotal: false, stopped: true) ?? "")"
    )
  }

  @Test func aPickerSaysWhereItsHighlightIsAmongTheRecordsFound() throws {
    var form = FormScreen(RecordForm.newPost).linking(
      .jsonPlaceholder)
    _ = form.updatePicker("userId") {
      $0.isOpen = true
      $0.choices = .loading
    }
    var status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    check(status.hasPrefix(" new post  "), "nothing counted while loading: \(status)")
    _ = form.updatePicker("userId") {
      $0.choices = .loaded((1...3).map { LinkChoice.record($0, name: "User \($0)") })
      $0.cursor = 1
    }
    status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    check(status.hasPrefix(" new post · 2 of 3 users"), "\(status)")
    _ = form.updatePicker("userId") { $0.query = "nobody" }
    status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    check(status.hasPrefix(" new post · no users"), "\(status)")
  }

  @Test func aFormAskingToDiscardShowsNoHintsOfTheForm() throws {
    var form = FormScreen(RecordForm.newPost)
    _ = form.press(.tab)
    _ = form.press(.character("x"))
    _ = form.press(.escape)
    check(form.isConfirmingDiscard)
    let state = BrowseState(size: Fixtures.size).opening(.form(form))
    let status = try #require(lines(state).last)
    check(status.hasPrefix(" Discard changes? [y/N]"), "\(status)")
    check(!status.contains("submit") && !status.contains("help"), "\(status)")
  }

  @Test func atFortyColumnsAFormKeepsTheKeysThatFitWithItsHelp() throws {
    var form = FormScreen(RecordForm.newPost)
    _ = form.press(.tab)
    let state = BrowseState(size: Self.narrow).opening(.form(form))
    let status = try #require(lines(state).last)
    check(status.hasPrefix(" new post"), "\(status)")
    check(status.hasSuffix("^S submit  esc back  ^G help"), "\(status)")
  }

  @Test func thePostsOfferCAsCreateAndAKeptSearchOffersNAndN() throws {
    var state = BrowseState.withPosts(count: 20, size: TerminalSize(columns: 100, rows: 24))
    let posts = try #require(lines(state).last)
    check(
      posts.hasSuffix("⏎ open  / search  S sort  y copy  c create  r refresh  ? help  q quit"),
      "\(posts)")
    var search: ListSearch? = nil
    _ = ListSearch.change(&search) { $0.open() }
    _ = ListSearch.change(&search) { $0.press(.character("3")) }
    _ = ListSearch.change(&search) { $0.press(.enter) }
    state.lists[records: .posts].search = search
    state.lists[records: .posts].indexSearch(force: true)
    let searched = try #require(lines(state).last)
    check(
      searched.hasSuffix("⏎ open  n N next  / edit  esc clear  ? help  q quit"), "\(searched)")
  }

  /// The counter names the post once where its id is its place, and both where they differ.
  @Test func theCounterNamesThePostWhereItsIDIsNotItsPlace() throws {
    var posts = (1...20).map { Fixtures.post($0) }
    posts.removeSubrange(2..<6)
    var state = BrowseState.withPosts(posts)
    let first = try #require(lines(state).last)
    check(first.hasPrefix(" post 1 of 16"), "\(first)")
    state.lists[records: .posts].cursor = ListCursor(row: 5)
    let moved = try #require(lines(state).last)
    check(moved.hasPrefix(" post 10 · 6 of 16"), "\(moved)")
  }
}
