import Dependencies
import Foundation
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
  }

  /// The largest total size of the stored bodies, in bytes.
  let sizeLimit: Int
  private let state = Mutex(State())

  /// Creates an empty store holding at most `sizeLimit` bytes of bodies.
  init(sizeLimit: Int = 50 << 20) {
    self.sizeLimit = sizeLimit
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
    state.withLock { state in
      state.uses &+= 1
      state.entries[key] = Entry(response: response, lastUse: state.uses)
      var size = state.entries.values.reduce(0) { $0 + $1.response.body.count }
      let oldestFirst = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
      for (evicted, entry) in oldestFirst where size > sizeLimit {
        state.entries[evicted] = nil
        size -= entry.response.body.count
      }
    }
  }

  func removeResponses(where shouldRemove: (String) -> Bool) {
    state.withLock { state in
      state.entries = state.entries.filter { !shouldRemove($0.key) }
    }
  }

  func removeResponse(forKey key: String) {
    state.withLock { _ = $0.entries.removeValue(forKey: key) }
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
