import Features
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct LoadFailureBrowserMessageTests {
  private static let request: ShownRequest = "GET http://127.0.0.1:3000/users"
  private static let removedAt = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func aReadNeverStoredAsksToBrowseItOnline() {
    for reason in [nil, NotStoredReason.neverRead] {
      let failure = LoadFailure(NetworkError.notStored(request: Self.request, reason: reason))
      checkEqual(
        failure.browserMessage,
        "offline, and GET http://127.0.0.1:3000/users is not stored: "
          + "browse it once online first")
    }
  }

  @Test func aReadThatWasStoredSaysWhatBecameOfItWithoutAnAgeThatGoesStale() {
    let evicted = LoadFailure(
      NetworkError.notStored(
        request: Self.request, reason: .evicted(at: Self.removedAt, share: 25_000_000)))
    let cleared = LoadFailure(
      NetworkError.notStored(request: Self.request, reason: .clearedByWrite(at: Self.removedAt)))

    checkEqual(
      evicted.browserMessage,
      "offline, and GET http://127.0.0.1:3000/users is not stored: evicted to make room "
        + "(the store's share for this server is 25 MB)")
    checkEqual(
      cleared.browserMessage,
      "offline, and GET http://127.0.0.1:3000/users is not stored: cleared by a write")
  }
}
