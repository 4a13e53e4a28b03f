import ClientCommandLine
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TerminalKit
import TestSupport
import Testing

@Suite struct CacheNoticesTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func nothingHappenedIsNothingToSay() {
    check(CacheNotices().warnings(at: Self.now).isEmpty)
  }

  @Test func staleAnswersAreOneLineNamingTheOldestAndItsError() {
    let notices = CacheNotices()
    let unreachable = NetworkError.unreachable(host: "api.test", reason: "connection refused")
    notices.record(
      .usedStale(request: "GET /users", storedAt: Self.now - 600, error: unreachable))
    notices.record(
      .usedStale(request: "GET /posts", storedAt: Self.now - 3 * 3600, error: unreachable))

    checkEqual(
      notices.warnings(at: Self.now),
      [
        "showing data from 3 hours ago: cannot reach api.test: connection refused"
      ])
  }

  @Test func answersStoredBeforeALastChangeAreOneLineNamingTheOldest() {
    let notices = CacheNotices()
    notices.record(
      .usedBeforeChange(request: "GET /users", storedAt: Self.now - 60, changedAt: Self.now - 5))
    notices.record(
      .usedBeforeChange(request: "GET /posts", storedAt: Self.now - 180, changedAt: Self.now - 5))

    checkEqual(
      notices.warnings(at: Self.now),
      [
        "showing GET /posts (and 1 more) as stored 3 minutes ago, before your last change"
      ])
  }

  @Test func answersAnEarlierVersionStoredThatWereDroppedAreSaid() {
    let notices = CacheNotices(tellsStaleAnswers: false)
    notices.record(.droppedUnreadable(count: 4))

    checkEqual(
      notices.warnings(at: Self.now),
      [
        "dropped 4 stored answers that this version cannot read (an earlier version's, or "
          + "damaged); they are asked for again"
      ])
  }

  @Test func aStoreFailureIsSaid() {
    let notices = CacheNotices()
    notices.record(.storeFailed(reason: "Read-only file system"))

    checkEqual(
      notices.warnings(at: Self.now),
      [
        "cannot store data in the cache (Read-only file system); going on without it"
      ])
  }

  @Test func aScreenThatTellsTheAgeOfItsDataHearsOnlyOfTheStore() {
    let said = Mutex<[String]>([])
    let notices = CacheNotices(tellsStaleAnswers: false) { lines in said.withLock { $0 = lines } }
    let unreachable = NetworkError.unreachable(host: "api.test", reason: "connection refused")
    notices.record(
      .usedStale(request: "GET /users", storedAt: Self.now - 600, error: unreachable))
    check(notices.warnings(at: Self.now).isEmpty)

    notices.record(.storeFailed(reason: "Read-only file system"))
    checkEqual(
      said.withLock { $0 },
      [
        "cannot store data in the cache (Read-only file system); going on without it"
      ])
  }
}
