import HTTPClient
import Testing

@testable import ScreenKit

@Suite struct RefreshNoticeTests {
  private static let unreachable = NetworkError.unreachable(
    host: "127.0.0.1:5201", reason: "connection refused")

  @Test func aRefreshTheServerAnsweredSaysWhatChanged() {
    #expect(RefreshNotice.text(changes: 0, serverFailure: nil) == "up to date")
    #expect(RefreshNotice.text(changes: 2, serverFailure: nil) == "updated: 2 changed")
    #expect(RefreshNotice.text(changed: false, serverFailure: nil) == "up to date")
    #expect(RefreshNotice.text(changed: true, serverFailure: nil) == "updated")
  }

  @Test func aRefreshOfAListThatShowedNoRowSaysTheRowsThatCameAreNew() {
    #expect(RefreshNotice.text([Int](), [1, 2, 3], origin: ScreenOrigin()) == "updated: 3 new")
    #expect(RefreshNotice.text([1], [1, 2, 3], origin: ScreenOrigin()) == "updated: 2 changed")
    #expect(RefreshNotice.text([Int](), [], origin: ScreenOrigin()) == "up to date")
  }

  @Test func aRefreshTheStoreAnsweredSaysWhyTheServerDidNotWithHowToRetry() {
    let text = "r to retry: cannot reach 127.0.0.1:5201: connection refused"
    #expect(RefreshNotice.text(changes: 0, serverFailure: Self.unreachable) == text)
    #expect(RefreshNotice.text(changed: false, serverFailure: Self.unreachable) == text)
  }
}
