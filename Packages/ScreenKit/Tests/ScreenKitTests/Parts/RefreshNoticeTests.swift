import HTTPClient
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct RefreshNoticeTests {
  private static let unreachable = NetworkError.unreachable(
    host: "127.0.0.1:5201", reason: "connection refused")

  @Test func aRefreshTheServerAnsweredSaysWhatChanged() {
    checkEqual(RefreshNotice.text(changes: 0, serverFailure: nil), "up to date")
    checkEqual(RefreshNotice.text(changes: 2, serverFailure: nil), "updated: 2 changed")
    checkEqual(RefreshNotice.text(changed: false, serverFailure: nil), "up to date")
    checkEqual(RefreshNotice.text(changed: true, serverFailure: nil), "updated")
  }

  @Test func aRefreshOfAListThatShowedNoRowSaysTheRowsThatCameAreNew() {
    checkEqual(RefreshNotice.text([Int](), [1, 2, 3], origin: ScreenOrigin()), "updated: 3 new")
    checkEqual(RefreshNotice.text([1], [1, 2, 3], origin: ScreenOrigin()), "updated: 2 changed")
    checkEqual(RefreshNotice.text([Int](), [], origin: ScreenOrigin()), "up to date")
  }

  @Test func aRefreshTheStoreAnsweredSaysWhyTheServerDidNotWithHowToRetry() {
    let text = "r to retry: cannot reach 127.0.0.1:5201: connection refused"
    checkEqual(RefreshNotice.text(changes: 0, serverFailure: Self.unreachable), text)
    checkEqual(RefreshNotice.text(changed: false, serverFailure: Self.unreachable), text)
  }
}
