import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct ScreenOriginTests {
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  private static let unreachable = NetworkError.unreachable(host: "api.test", reason: "refused")

  @Test func dataFromTheStoreIsAskedForAgainOnce() {
    var origin = ScreenOrigin()
    origin.record(.stored(at: Self.storedAt))
    origin.replace()
    checkEqual(origin.shown.oldestStoredAt, Self.storedAt)
    check(origin.needsRevalidation(isOffline: false))
    check(!origin.needsRevalidation(isOffline: true), "offline, nothing is asked for again")

    origin.startRevalidation()
    checkEqual(origin.shown.oldestStoredAt, Self.storedAt, "shown until the answer is taken")
    origin.record(.server)
    origin.replace()
    checkEqual(origin.shown, DataOrigin())

    origin.record(.stored(at: Self.storedAt))
    origin.replace()
    check(!origin.needsRevalidation(isOffline: false), "it asked again already")
  }

  @Test func dataFromTheServerOrStandingInForItIsNotAskedForAgain() {
    var fresh = ScreenOrigin()
    fresh.record(.server)
    fresh.replace()
    check(!fresh.needsRevalidation(isOffline: false))

    var standingIn = ScreenOrigin()
    standingIn.record(.storedInPlaceOfServer(at: Self.storedAt, error: Self.unreachable))
    standingIn.replace()
    check(!standingIn.needsRevalidation(isOffline: false))
    check(standingIn.shown.isInPlaceOfServer)
    checkEqual(
      standingIn.shown.note(at: Self.storedAt + 180, offline: false),
      "offline: showing data from 3 minutes ago")

    standingIn.serverReached()
    check(!standingIn.shown.isInPlaceOfServer, "the server answered since")
    checkEqual(
      standingIn.shown.note(at: Self.storedAt + 180, offline: false), "updated 3 minutes ago")
  }

  @Test func theOldestPageCountsAndAFailureKeepsWhatIsShown() {
    var origin = ScreenOrigin()
    origin.record(.stored(at: Self.storedAt + 60))
    origin.replace()
    origin.record(.stored(at: Self.storedAt))
    origin.add()
    checkEqual(origin.shown.oldestStoredAt, Self.storedAt)

    origin.record(.server)
    origin.dropPending()
    checkEqual(origin.shown.oldestStoredAt, Self.storedAt)
    origin.replace()
    checkEqual(origin.shown, DataOrigin(), "the failed read's sources were dropped")
  }

  @Test func aRefreshSaysOnlyWhereItsOwnReadsCameFrom() {
    var origin = ScreenOrigin()
    origin.record(.storedInPlaceOfServer(at: Self.storedAt, error: Self.unreachable))
    checkEqual(origin.pendingServerFailure, Self.unreachable)
    origin.startRefresh()
    origin.record(.server)
    checkEqual(origin.pendingServerFailure, nil, "an earlier read's failure is not the refresh's")
    origin.replace()
    check(!origin.shown.isInPlaceOfServer)
  }
}
