import Foundation
import NetworkClient
import Testing

@testable import Browse

@Suite struct ScreenFreshnessTests {
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  private static let unreachable = NetworkError.unreachable(host: "api.test", reason: "refused")

  @Test func aScreenFromTheStoreAsksTheServerAgainOnce() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: 7, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: 7)
    #expect(!freshness.needsRevalidation(7), "not while the load is under way")
    freshness.completeLoad(of: 7)
    #expect(freshness.origin(of: 7).oldestStoredAt == Self.storedAt)
    #expect(freshness.needsRevalidation(7))

    freshness.startRevalidation(of: 7)
    #expect(freshness.isQuiet(7))
    #expect(freshness.origin(of: 7).oldestStoredAt == Self.storedAt, "shown until it completes")
    freshness.record(.server, for: 7)
    freshness.completeLoad(of: 7)
    #expect(!freshness.isQuiet(7))
    #expect(freshness.origin(of: 7) == DataOrigin())

    freshness.startLoad(of: 7, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: 7)
    freshness.completeLoad(of: 7)
    #expect(!freshness.needsRevalidation(7), "it asked again already")
  }

  @Test func dataFromTheServerOrStandingInForItIsNotAskedForAgain() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: 1, quiet: false)
    freshness.record(.server, for: 1)
    freshness.completeLoad(of: 1)
    #expect(!freshness.needsRevalidation(1))

    freshness.startLoad(of: 2, quiet: false)
    freshness.record(.storedInPlaceOfServer(at: Self.storedAt, error: Self.unreachable), for: 2)
    freshness.completeLoad(of: 2)
    #expect(!freshness.needsRevalidation(2))
    #expect(freshness.origin(of: 2).isInPlaceOfServer)
  }

  @Test func offlineNothingIsAskedForAgain() {
    var freshness = ScreenFreshness(isOffline: true)
    freshness.startLoad(of: 1, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: 1)
    freshness.completeLoad(of: 1)
    #expect(!freshness.needsRevalidation(1))
  }

  @Test func theOldestPageCountsAndAFailureKeepsWhatIsShown() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: 0, quiet: false)
    freshness.record(.stored(at: Self.storedAt + 60), for: 0)
    freshness.completeLoad(of: 0)
    freshness.startLoad(of: 0, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: 0)
    freshness.completeLoad(of: 0, adding: true)
    #expect(freshness.origin(of: 0).oldestStoredAt == Self.storedAt)

    freshness.startLoad(of: 0, quiet: true)
    freshness.failLoad(of: 0)
    #expect(!freshness.isQuiet(0))
    #expect(freshness.origin(of: 0).oldestStoredAt == Self.storedAt)
    freshness.completeLoad(of: 0)
    #expect(freshness.origin(of: 0).oldestStoredAt == Self.storedAt, "no load was under way")
  }

  @Test func theNoteSaysHowOldTheDataIsOrThatItIsOffline() {
    var origin = DataOrigin()
    #expect(origin.note(at: Self.storedAt, offline: false) == nil)
    origin.record(.stored(at: Self.storedAt))
    let now = Self.storedAt + 180
    #expect(origin.note(at: now, offline: false) == "updated 3 minutes ago")
    #expect(origin.note(at: now, offline: true) == "offline: showing data from 3 minutes ago")
    origin.record(.storedInPlaceOfServer(at: Self.storedAt - 3600, error: Self.unreachable))
    #expect(origin.note(at: now, offline: false) == "offline: showing data from 1 hour ago")
  }
}
