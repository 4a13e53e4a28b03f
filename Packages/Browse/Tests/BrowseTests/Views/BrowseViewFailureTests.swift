import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// Failures as the browser shows them: wrapped at the width, worded for the browser, and with
/// how to retry only when asking again can help.
@Suite struct BrowseViewFailureTests {
  private static let size = TerminalSize(columns: 40, rows: 12)
  private static let notStored = LoadFailure(
    NetworkError.notStored(request: "GET http://127.0.0.1:8080/users"))

  /// The screen's lines after the users failed to load, offline or not.
  private func linesAfterTheUsersFailed(isOffline: Bool) -> [String] {
    var state = BrowseState(size: Self.size, isOffline: isOffline)
    let users = BrowseTab(resource: "users")
    state.tab = users
    state.lists[records: users].feed.mode = .failed(Self.notStored)
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func offlineTheFailureIsWrappedWordedForTheBrowserAndOffersNoRetry() {
    let lines = linesAfterTheUsersFailed(isOffline: true)
    let body = lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
    check(body.contains("is not stored: browse it once online first"), "\(lines)")
    check(!body.contains("run the command"))
    check(!body.contains("Press r"))
    checkEqual(lines.last.map { !$0.contains("r to retry") }, true)
  }

  @Test func onlineTheRetryFollowsTheWrappedFailure() throws {
    let lines = linesAfterTheUsersFailed(isOffline: false)
    let hint = try #require(lines.firstIndex { $0.contains("Press r to try again.") })
    check(lines[hint - 1].contains("first"), "under the failure's last line")
    check(lines.suffix(3).contains { $0.contains("r to retry") }, "in the status area")
  }

  /// A failure to read the second page of posts, stored nowhere.
  private static let secondPageNotStored = LoadFailure(
    NetworkError.notStored(
      request: "GET http://127.0.0.1:8080/posts?_page=2&_limit=20&_sort=id&_order=asc"))

  /// The status area of a browser of `size` whose second page of posts failed with `failure`:
  /// the rows from where the posts stand to the last.
  private func statusAfterTheSecondPageFailed(
    _ failure: LoadFailure, size: TerminalSize, isOffline: Bool = true
  ) throws -> [String] {
    let lines = screenAfterTheSecondPageFailed(failure, size: size, isOffline: isOffline)
    let first = try #require(lines.lastIndex { $0.hasPrefix(" post ") })
    return Array(lines[first...])
  }

  /// The screen's lines of a browser of `size` whose cursor went to the last post of the first
  /// page, and whose second page failed with `failure`.
  private func screenAfterTheSecondPageFailed(
    _ failure: LoadFailure, size: TerminalSize, isOffline: Bool = true
  ) -> [String] {
    var state = BrowseState.withPosts(
      (1...20).map { Fixtures.post($0) }, size: size, claimed: 100, isOffline: isOffline)
    // The cursor went to the last post loaded; the next page failed.
    let visibleRows = state.lists[records: .posts].visibleRows
    state.lists[records: .posts].cursor.place(on: 19, count: 20, visibleRows: visibleRows)
    state.lists[records: .posts].feed.mode = .failed(failure)
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test(arguments: [40, 80])
  func aStatusFailureIsWrappedNotCut(columns: Int) throws {
    let size = TerminalSize(columns: columns, rows: 12)

    let status = try statusAfterTheSecondPageFailed(Self.secondPageNotStored, size: size)

    check(status.count > 1, "\(status)")
    check(status.count <= BrowseLayout.maximumStatusRows(size))
    checkEqual(status.first?.hasPrefix(" post 20 of 100 · 20 loaded"), true, "\(status)")
    let text = status.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    check(text.hasPrefix("offline, and GET http://127.0.0.1:8080/posts"), "\(status)")
    check(text.contains("is not stored: browse it once online first"), "\(status)")
    check(!status.joined().contains("…"), "\(status)")
  }

  @Test(arguments: [40, 80])
  func theCursorStaysAboveAStatusAreaGrownOverTheBody(columns: Int) throws {
    let size = TerminalSize(columns: columns, rows: 12)
    let status = try statusAfterTheSecondPageFailed(Self.secondPageNotStored, size: size)
    try #require(status.count > 1)

    let lines = screenAfterTheSecondPageFailed(Self.secondPageNotStored, size: size)

    let cursor = try #require(lines.firstIndex { $0.hasPrefix("›") }, "\(lines)")
    check(lines[cursor].contains("Post 20"), "\(lines)")
    check(cursor < size.rows - status.count, "above the status area: \(lines)")
  }

  @Test func aShortStatusFailureStaysOnOneLine() throws {
    let status = try statusAfterTheSecondPageFailed(
      LoadFailure(NetworkError.cancelled), size: TerminalSize(columns: 80, rows: 12))

    checkEqual(status.count, 1, "\(status)")
    checkEqual(status.first?.contains("post 20 of 100 · 20 loaded · request cancelled"), true)
  }

  @Test func theStatusAreaStopsAtHalfTheBody() throws {
    let failure = LoadFailure(
      NetworkError.unexpectedStatus(
        code: 500, bodyExcerpt: String(repeating: "very long complaint ", count: 40)))
    let size = TerminalSize(columns: 40, rows: 10)

    let status = try statusAfterTheSecondPageFailed(failure, size: size, isOffline: false)

    checkEqual(status.count, BrowseLayout.maximumStatusRows(size))
    checkEqual(status.last?.trimmingCharacters(in: .whitespaces).hasSuffix(" …"), true)
  }

}
