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

  @Test func aDeletionsQuestionShowsNoHintsOfTheList() throws {
    var state = BrowseState.withPosts(Fixtures.summaries(1...3))
    state.lists.posts.deletions.deletions = [
      DeleteFeature.State(target: .post(1), status: .confirming)
    ]
    state.lists.posts.deletions.titles = [.post(1): "Post 1"]
    let status = try #require(lines(state).last)
    #expect(status.hasPrefix(" Delete \"Post 1\"? [y/N]"), "\(status)")
    #expect(!status.contains("open") && !status.contains("help"), "\(status)")
  }

  @Test func aPickerSaysWhereItsHighlightIsAmongTheRecordsFound() throws {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create))).linking(
      .jsonPlaceholder)
    _ = form.updatePicker("userId") {
      $0.isOpen = true
      $0.choices = .loading
    }
    var status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    #expect(status.hasPrefix(" new post  "), "nothing counted while loading: \(status)")
    _ = form.updatePicker("userId") {
      $0.choices = .loaded((1...3).map { LinkChoice.record($0, name: "User \($0)") })
      $0.cursor = 1
    }
    status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    #expect(status.hasPrefix(" new post · 2 of 3 users"), "\(status)")
    _ = form.updatePicker("userId") { $0.query = "nobody" }
    status = try #require(lines(BrowseState(size: Fixtures.size).opening(.form(form))).last)
    #expect(status.hasPrefix(" new post · no users"), "\(status)")
  }

  @Test func aFormAskingToDiscardShowsNoHintsOfTheForm() throws {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create)))
    _ = form.press(.tab)
    _ = form.press(.character("x"))
    _ = form.press(.escape)
    #expect(form.isConfirmingDiscard)
    let state = BrowseState(size: Fixtures.size).opening(.form(form))
    let status = try #require(lines(state).last)
    #expect(status.hasPrefix(" Discard changes? [y/N]"), "\(status)")
    #expect(!status.contains("submit") && !status.contains("help"), "\(status)")
  }

  @Test func thePostsOfferCAsCreateAndAKeptSearchOffersNAndN() throws {
    let wide = TerminalSize(columns: 100, rows: 24)
    var state = BrowseState(size: wide)
    state.lists.posts = Fixtures.postsLoaded(pages: 1)
    let posts = try #require(lines(state).last)
    #expect(
      posts.hasSuffix("⏎ open  / search  S sort  y copy  c create  r refresh  ? help  q quit"),
      "\(posts)")
    var search: ListSearch? = nil
    _ = ListSearch.change(&search) { $0.open() }
    _ = ListSearch.change(&search) { $0.press(.character("3")) }
    _ = ListSearch.change(&search) { $0.press(.enter) }
    state.lists.posts.search = search
    state.lists.posts.indexSearch(force: true)
    let searched = try #require(lines(state).last)
    #expect(
      searched.hasSuffix("⏎ open  n N next  / edit  esc clear  ? help  q quit"), "\(searched)")
  }

  @Test func aSavingFormOffersNoSubmitAndSaysItSaves() throws {
    let form = FormScreen(
      PostForm.new(
        PostFormFeature.State(
          mode: .create, fields: .init(userId: "1", title: "Hello", body: "Body"),
          status: .submitting)))
    let state = BrowseState(size: Fixtures.size).opening(.form(form))
    let lines = lines(state)
    let status = try #require(lines.last)
    #expect(status.contains("saving new post…"), "\(status)")
    #expect(!status.contains("^S"), "\(status)")
    #expect(!status.contains("esc back"), "no key leaves it meanwhile: \(status)")
    #expect(status.hasSuffix("^G help"), "\(status)")
    #expect(lines.contains { $0.contains("[ Submit ]  saving…") }, "\(lines)")
    #expect(!lines.contains { $0.contains("disabled") })
  }

  @Test func atFortyColumnsAFormKeepsTheKeysThatFitWithItsHelp() throws {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create)))
    _ = form.press(.tab)
    let state = BrowseState(size: Self.narrow).opening(.form(form))
    let status = try #require(lines(state).last)
    #expect(status.hasPrefix(" new post"), "\(status)")
    #expect(status.hasSuffix("^S submit  esc back  ^G help"), "\(status)")
  }

  @Test func atFortyColumnsASearchBeingTypedKeepsItsHelp() throws {
    var state = BrowseState.withPosts(Fixtures.summaries(1...3), size: Self.narrow)
    state.lists.posts.search = Fixtures.search(typing: "post", over: state.lists.posts.feed.items)
    let status = try #require(lines(state).last)
    #expect(status.hasSuffix("^G help"), "\(status)")
  }

  @Test(arguments: [40, 80])
  func aLongFailureIsWrappedWholeClearOfTheHelpsHint(columns: Int) throws {
    let failure = LoadFailure(
      message: "cannot reach 127.0.0.1:5201: connection refused, so "
        + "DELETE http://127.0.0.1:5201/posts/1 was not sent")
    let message = "Could not delete post 1: \(failure.message)"
    var state = BrowseState.withPosts(
      Fixtures.summaries(1...3), size: TerminalSize(columns: columns, rows: 16))
    state.lists.posts.deletions.deletions = [
      DeleteFeature.State(target: .post(1), status: .failed(failure))
    ]
    let lines = lines(state)
    let status = lines.suffix(6)
    let text = status.map { line in
      let text = line.hasSuffix("? help") ? String(line.dropLast(6)) : line
      return text.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    #expect(text.contains(message), "\(lines)")
    #expect(status.contains { $0.hasSuffix("? help") }, "\(lines)")
  }

  @Test func theCounterNamesThePostWhereItsIDIsNotItsPlace() throws {
    var summaries = Fixtures.summaries(1...20)
    summaries.removeSubrange(2..<6)
    var state = BrowseState.withPosts(summaries)
    let first = try #require(lines(state).last)
    #expect(first.hasPrefix(" post 1 of 16"), "\(first)")
    state.lists.posts.cursor = ListCursor(row: 5)
    let moved = try #require(lines(state).last)
    #expect(moved.hasPrefix(" post 10 · 6 of 16"), "\(moved)")
  }
}
