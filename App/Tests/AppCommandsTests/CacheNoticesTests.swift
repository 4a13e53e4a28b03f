import Foundation
import NetworkClient
import NetworkClientLive
import Synchronization
import Testing

@testable import AppCommands

@Suite struct CacheNoticesTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func nothingHappenedIsNothingToSay() {
    #expect(CacheNotices().warnings(at: Self.now).isEmpty)
  }

  @Test func staleAnswersAreOneLineNamingTheOldestAndItsError() {
    let notices = CacheNotices()
    let unreachable = NetworkError.unreachable(host: "api.test", reason: "connection refused")
    notices.record(
      .usedStale(request: "GET /users", storedAt: Self.now - 600, error: unreachable))
    notices.record(
      .usedStale(request: "GET /posts", storedAt: Self.now - 3 * 3600, error: unreachable))

    #expect(
      notices.warnings(at: Self.now) == [
        "showing data from 3 hours ago: cannot reach api.test: connection refused"
      ])
  }

  @Test func aStoreFailureIsSaid() {
    let notices = CacheNotices()
    notices.record(.storeFailed(reason: "Read-only file system"))

    #expect(
      notices.warnings(at: Self.now) == [
        "cannot store data in the cache (Read-only file system); going on without it"
      ])
  }

  @Test func aScreenThatTellsTheAgeOfItsDataHearsOnlyOfTheStore() {
    let said = Mutex<[String]>([])
    let notices = CacheNotices(tellsStaleAnswers: false) { lines in said.withLock { $0 = lines } }
    let unreachable = NetworkError.unreachable(host: "api.test", reason: "connection refused")
    notices.record(
      .usedStale(request: "GET /users", storedAt: Self.now - 600, error: unreachable))
    #expect(notices.warnings(at: Self.now).isEmpty)

    notices.record(.storeFailed(reason: "Read-only file system"))
    #expect(
      said.withLock { $0 } == [
        "cannot store data in the cache (Read-only file system); going on without it"
      ])
  }
}
