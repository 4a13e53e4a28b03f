import Dependencies
import Foundation
import HTTPClient
import Synchronization

/// A cache store in memory, bounded by the total size of its bodies, least recently used
/// entries evicted first: for tests, and for a program that must not write to disk.
final class InMemoryCacheStore: CacheStore {
  private struct Entry {
    var response: CachedResponse
    var lastUse: UInt64
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var uses: UInt64 = 0
    /// Why entries were removed, by key, the newest ``InMemoryCacheStore/keptRemovals``.
    var removals: [String: (reason: NotStoredReason, order: UInt64)] = [:]

    mutating func log(_ keys: some Sequence<String>, _ reason: NotStoredReason) {
      for key in keys {
        uses &+= 1
        removals[key] = (reason, uses)
      }
      if removals.count > InMemoryCacheStore.keptRemovals {
        let oldest = removals.sorted { $0.value.order < $1.value.order }
          .prefix(removals.count - InMemoryCacheStore.keptRemovals)
        for (key, _) in oldest {
          removals[key] = nil
        }
      }
    }
  }

  /// How many removals the store remembers the reason of.
  static let keptRemovals = 2048

  /// The largest total size of the stored bodies, in bytes.
  let sizeLimit: Int
  private let now: @Sendable () -> Date
  private let state = Mutex(State())

  /// Creates an empty store holding at most `sizeLimit` bytes of bodies; `now` tells when an
  /// entry was removed.
  init(sizeLimit: Int = 50 << 20, now: @escaping @Sendable () -> Date = Date.init) {
    self.sizeLimit = sizeLimit
    self.now = now
  }

  func response(forKey key: String) -> CachedResponse? {
    state.withLock { state in
      guard var entry = state.entries[key] else { return nil }
      state.uses &+= 1
      entry.lastUse = state.uses
      state.entries[key] = entry
      return entry.response
    }
  }

  func store(_ response: CachedResponse, forKey key: String) {
    let date = now()
    state.withLock { state in
      state.uses &+= 1
      var response = response
      response.changedAt = nil
      state.entries[key] = Entry(response: response, lastUse: state.uses)
      var size = state.entries.values.reduce(0) { $0 + $1.response.body.count }
      let oldestFirst = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
      var evicted: [String] = []
      for (key, entry) in oldestFirst where size > sizeLimit {
        state.entries[key] = nil
        size -= entry.response.body.count
        evicted.append(key)
      }
      state.log(evicted, .evicted(at: date, share: sizeLimit))
    }
  }

  func removeResponses(where shouldRemove: (String) -> Bool, reason: NotStoredReason) {
    state.withLock { state in
      let removed = state.entries.keys.filter(shouldRemove)
      for key in removed {
        state.entries[key] = nil
      }
      state.log(removed, reason)
    }
  }

  func removeResponse(forKey key: String) {
    let date = now()
    state.withLock { state in
      guard state.entries.removeValue(forKey: key) != nil else { return }
      state.log([key], .discarded(at: date))
    }
  }

  func invalidate(at date: Date, _ change: (String) -> WriteChange?) {
    state.withLock { state in
      var removed: [String] = []
      for key in state.entries.keys {
        switch change(key) {
        case .removed?: removed.append(key)
        case .changed?: state.entries[key]?.response.changedAt = date
        case nil: break
        }
      }
      for key in removed {
        state.entries[key] = nil
      }
      state.log(removed, .clearedByWrite(at: date))
    }
  }

  func removal(forKey key: String) -> NotStoredReason {
    state.withLock { $0.removals[key]?.reason ?? .neverRead }
  }

  func dropEarlierEntries() -> Int {
    0
  }

  func summary() -> CacheSummary {
    state.withLock { state in
      CacheSummary(
        count: state.entries.count,
        size: state.entries.values.reduce(0) { $0 + $1.response.body.count },
        oldestResponseTime: state.entries.values.map(\.response.responseTime).min())
    }
  }
}
