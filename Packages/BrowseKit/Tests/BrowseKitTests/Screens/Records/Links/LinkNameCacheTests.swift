import Features
import Foundation
import TestSupport
import Testing

@testable import BrowseKit

/// The names of linked records kept for a run: each read once, a read under way shared, what
/// failed kept, what the store answered read again once by a read that asks the server, and
/// what `renew` names forgotten.
@Suite(.timeLimit(.minutes(1))) struct LinkNameCacheTests {
  private static let users = BrowsedResource(name: "users")
  private static let albums = BrowsedResource(name: "albums")
  private static let user3 = LinkNameCache.Key(resource: users, id: "3")

  /// A read of user 3 that counts its calls, reports `source` (when given) to the task's
  /// observer, and answers `name`, or throws without one.
  private final class Reads: Sendable {
    private let count = LockedValue(0)
    let name: String?
    let source: ReadSource?

    init(name: String? = "Ada", source: ReadSource? = nil) {
      self.name = name
      self.source = source
    }

    var made: Int { count.current }

    var read: @Sendable () async throws -> [String: String] {
      { [self] in
        count.withLock { $0 += 1 }
        if let source { ReadSourceObserver.current?(source) }
        guard let name else { throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "no") }
        return ["3": name]
      }
    }
  }

  private static func names(
    _ cache: LinkNameCache, _ freshness: ReadFreshness, _ reads: Reads,
    of key: LinkNameCache.Key = user3
  ) async -> [String: String] {
    await ReadFreshness.$current.withValue(freshness) {
      await cache.names(of: key, read: reads.read)
    }
  }

  @Test func aRecordIsReadOnceHoweverOftenItIsAskedFor() async {
    let (cache, reads) = (LinkNameCache(), Reads())
    for _ in 1...3 {
      checkEqual(await Self.names(cache, .standard, reads), ["3": "Ada"])
    }
    checkEqual(reads.made, 1)
    check(cache.holds(Self.user3))
    check(!cache.holds(LinkNameCache.Key(resource: Self.users, id: nil)), "nor the first page")
  }

  @Test func anAskWhileTheReadIsUnderWayWaitsForIt() async throws {
    let (cache, gate, count) = (LinkNameCache(), Gate(), LockedValue(0))
    let read: @Sendable () async throws -> [String: String] = {
      count.withLock { $0 += 1 }
      try await gate.pass()
      return ["3": "Ada"]
    }
    let first = cache.entry(for: Self.user3, replacing: nil, .standard, read)
    var arrivals = gate.arrivals.makeAsyncIterator()
    _ = await arrivals.next()
    // The first read is held at the gate: the second ask finds it under way.
    let second = cache.entry(for: Self.user3, replacing: nil, .standard, read)
    check(first.isNew)
    check(!second.isNew, "the read under way is taken")
    checkEqual(second.entry.number, first.entry.number)
    gate.open()
    checkEqual(await second.entry.read.value.names, ["3": "Ada"])
    checkEqual(count.current, 1, "one request")
  }

  @Test func aReadThatFailedIsKeptAndNotAskedAgain() async {
    let (cache, reads) = (LinkNameCache(), Reads(name: nil))
    checkEqual(await Self.names(cache, .standard, reads), [:])
    checkEqual(await Self.names(cache, .revalidated, reads), [:])
    checkEqual(reads.made, 1)
  }

  @Test func whatTheStoreAnsweredIsReadAgainOnceByAReadThatAsksTheServer() async {
    let cache = LinkNameCache()
    let stored = Reads(name: "Ada", source: .stored(at: Date(timeIntervalSince1970: 0)))
    checkEqual(await Self.names(cache, .storedIfAvailable, stored), ["3": "Ada"])
    checkEqual(await Self.names(cache, .storedOnly, stored), ["3": "Ada"])
    checkEqual(stored.made, 1, "the store's answer serves reads that take the store's")

    let server = Reads(name: "Ada Lovelace", source: .server)
    checkEqual(await Self.names(cache, .revalidated, server), ["3": "Ada Lovelace"])
    checkEqual(await Self.names(cache, .revalidated, server), ["3": "Ada Lovelace"])
    checkEqual(await Self.names(cache, .storedIfAvailable, server), ["3": "Ada Lovelace"])
    checkEqual(server.made, 1, "once, then the server's answer serves every read")
  }

  @Test func aStoredOnlyReadThatFoundNothingIsReadAgainByOneThatMayAsk() async {
    let cache = LinkNameCache()
    let missing = Reads(name: nil)
    checkEqual(await Self.names(cache, .storedOnly, missing), [:])
    checkEqual(await Self.names(cache, .storedOnly, missing), [:])
    checkEqual(missing.made, 1)
    let found = Reads()
    checkEqual(await Self.names(cache, .storedIfAvailable, found), ["3": "Ada"])
    checkEqual(found.made, 1)
  }

  @Test func aRevalidationTheClientAnsweredFromTheStoreIsNotAskedAgain() async {
    // Offline, a client answers a revalidation from the store: asking again cannot help.
    let cache = LinkNameCache()
    let offline = Reads(name: "Ada", source: .stored(at: Date(timeIntervalSince1970: 0)))
    checkEqual(await Self.names(cache, .revalidated, offline), ["3": "Ada"])
    checkEqual(await Self.names(cache, .revalidated, offline), ["3": "Ada"])
    checkEqual(offline.made, 1)
  }

  @Test func theReadTellsWhereItsAnswerCameFromToTheTaskThatMadeIt() async {
    let (cache, seen) = (LinkNameCache(), LockedValue<[ReadSource]>([]))
    let observer = ReadSourceObserver { source in seen.withLock { $0.append(source) } }
    _ = await ReadSourceObserver.$current.withValue(observer) {
      await Self.names(cache, .standard, Reads(source: .server))
    }
    checkEqual(seen.current, [.server])
  }

  @Test func renewForgetsTheReadsOfTheResourcesItNames() async {
    let (cache, reads) = (LinkNameCache(), Reads())
    let album = LinkNameCache.Key(resource: Self.albums, id: "3")
    _ = await Self.names(cache, .standard, reads)
    _ = await Self.names(cache, .standard, reads, of: album)
    cache.renew([Self.users])

    check(!cache.holds(Self.user3))
    check(cache.holds(album), "another resource's reads are kept")
    _ = await Self.names(cache, .standard, reads)
    _ = await Self.names(cache, .standard, reads, of: album)
    checkEqual(reads.made, 3, "the user read again, once; the album not")
  }
}
