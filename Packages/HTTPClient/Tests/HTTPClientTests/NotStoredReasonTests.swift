import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite struct NotStoredReasonTests {
  private static let now = Date(timeIntervalSince1970: 1_700_000_000)
  private static let request = ShownRequest(
    "GET", URL(string: "http://127.0.0.1:3000/users") ?? URL(fileURLWithPath: "/"))

  @Test(arguments: [
    (NotStoredReason.neverRead, "never read online, or cleared since"),
    (
      .evicted(at: now - 180, share: 25_000_000),
      "evicted 3 min ago to make room (the store's share for this server is 25 MB)"
    ),
    (
      .evicted(at: now, share: 12_500_000),
      "evicted just now to make room (the store's share for this server is 12.5 MB)"
    ),
    (.clearedByWrite(at: now - 7200), "cleared by a write 2 h ago"),
    (.clearedByWrite(at: now + 30), "cleared by a write just now"),
    (.discarded(at: now - 5), "removed 5 s ago, since it could not be read or kept"),
  ])
  func eachReasonSaysWhatBecameOfTheAnswerAndWhen(reason: NotStoredReason, text: String) {
    checkEqual(reason.text(now: Self.now), text)
  }

  @Test func withoutATimeTheReasonStaysTrue() {
    checkEqual(
      NotStoredReason.evicted(at: Self.now, share: 25_000_000).text(now: nil),
      "evicted to make room (the store's share for this server is 25 MB)")
    checkEqual(NotStoredReason.clearedByWrite(at: Self.now).text(now: nil), "cleared by a write")
  }

  @Test func theOfflineMessageGivesTheReasonWhenKnown() {
    checkEqual(
      NetworkError.notStored(request: Self.request, reason: .clearedByWrite(at: Self.now - 60))
        .description(now: Self.now, timeZone: .gmt),
      "offline, and GET http://127.0.0.1:3000/users is not stored: cleared by a write "
        + "1 min ago; run the command once online first")
    checkEqual(
      NetworkError.notStored(request: Self.request).description(now: Self.now, timeZone: .gmt),
      "offline, and GET http://127.0.0.1:3000/users is not stored; run the command once "
        + "online first")
  }
}
