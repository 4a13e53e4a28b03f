import Features
import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

/// Failures as the browser shows them: wrapped at the width, worded for the browser, and with
/// how to retry only when asking again can help.
@Suite struct BrowseViewFailureTests {
  private static let size = TerminalSize(columns: 40, rows: 12)
  private static let notStored = LoadFailure(
    NetworkError.notStored(request: "GET http://127.0.0.1:8080/users"))

  /// The screen's lines after the users failed to load, offline or not.
  private func linesAfterTheUsersFailed(isOffline: Bool) -> [String] {
    var state = BrowseState(size: Self.size, isOffline: isOffline)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .failed(Self.notStored))))
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func offlineTheFailureIsWrappedWordedForTheBrowserAndOffersNoRetry() {
    let lines = linesAfterTheUsersFailed(isOffline: true)
    let body = lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
    #expect(body.contains("is not stored: browse it once online first"), "\(lines)")
    #expect(!body.contains("run the command"))
    #expect(!body.contains("Press r"))
    #expect(lines.last.map { !$0.contains("r to retry") } == true)
  }

  @Test func onlineTheRetryFollowsTheWrappedFailure() throws {
    let lines = linesAfterTheUsersFailed(isOffline: false)
    let hint = try #require(lines.firstIndex { $0.contains("Press r to try again.") })
    #expect(lines[hint - 1].contains("first"), "under the failure's last line")
    #expect(lines.last.map { $0.contains("r to retry") } == true)
  }
}
