import Foundation
import NetworkClient
import Testing

@testable import Browse

@Suite struct ScreenFreshnessTests {
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  private static let unreachable = NetworkError.unreachable(host: "api.test", reason: "refused")
  private static let screen = ScreenID.firstOpened
  private static let posts = ScreenID.root(of: .posts)
  private static let users = ScreenID.root(of: .users)
  private static let albums = ScreenID.root(of: .albums)

  @Test func aScreenFromTheStoreAsksTheServerAgainOnce() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: Self.screen, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: Self.screen)
    #expect(!freshness.needsRevalidation(Self.screen), "not while the load is under way")
    freshness.completeLoad(of: Self.screen)
    #expect(freshness.origin(of: Self.screen).oldestStoredAt == Self.storedAt)
    #expect(freshness.needsRevalidation(Self.screen))

    freshness.startRevalidation(of: Self.screen)
    #expect(freshness.isQuiet(Self.screen))
    #expect(
      freshness.origin(of: Self.screen).oldestStoredAt == Self.storedAt, "shown until it completes")
    freshness.record(.server, for: Self.screen)
    freshness.completeLoad(of: Self.screen)
    #expect(!freshness.isQuiet(Self.screen))
    #expect(freshness.origin(of: Self.screen) == DataOrigin())

    freshness.startLoad(of: Self.screen, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: Self.screen)
    freshness.completeLoad(of: Self.screen)
    #expect(!freshness.needsRevalidation(Self.screen), "it asked again already")
  }

  @Test func dataFromTheServerOrStandingInForItIsNotAskedForAgain() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: Self.users, quiet: false)
    freshness.record(.server, for: Self.users)
    freshness.completeLoad(of: Self.users)
    #expect(!freshness.needsRevalidation(Self.users))

    freshness.startLoad(of: Self.albums, quiet: false)
    freshness.record(
      .storedInPlaceOfServer(at: Self.storedAt, error: Self.unreachable), for: Self.albums)
    freshness.completeLoad(of: Self.albums)
    #expect(!freshness.needsRevalidation(Self.albums))
    #expect(freshness.origin(of: Self.albums).isInPlaceOfServer)
  }

  @Test func offlineNothingIsAskedForAgain() {
    var freshness = ScreenFreshness(isOffline: true)
    freshness.startLoad(of: Self.users, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: Self.users)
    freshness.completeLoad(of: Self.users)
    #expect(!freshness.needsRevalidation(Self.users))
  }

  @Test func theOldestPageCountsAndAFailureKeepsWhatIsShown() {
    var freshness = ScreenFreshness(isOffline: false)
    freshness.startLoad(of: Self.posts, quiet: false)
    freshness.record(.stored(at: Self.storedAt + 60), for: Self.posts)
    freshness.completeLoad(of: Self.posts)
    freshness.startLoad(of: Self.posts, quiet: false)
    freshness.record(.stored(at: Self.storedAt), for: Self.posts)
    freshness.completeLoad(of: Self.posts, adding: true)
    #expect(freshness.origin(of: Self.posts).oldestStoredAt == Self.storedAt)

    freshness.startLoad(of: Self.posts, quiet: true)
    freshness.failLoad(of: Self.posts)
    #expect(!freshness.isQuiet(Self.posts))
    #expect(freshness.origin(of: Self.posts).oldestStoredAt == Self.storedAt)
    freshness.completeLoad(of: Self.posts)
    #expect(
      freshness.origin(of: Self.posts).oldestStoredAt == Self.storedAt, "no load was under way")
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
