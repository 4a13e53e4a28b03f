import Foundation

/// Where the HTTP cache keeps its responses, by key.
///
/// Every method is safe to call from any thread. A store never fails a read: an entry it cannot
/// read is a miss, and is removed. Writes may fail (a full or read-only disk); the cache then
/// goes on without storing.
protocol CacheStore: Sendable {
  /// The response stored under `key`, or `nil`. Reading marks the entry as recently used.
  func response(forKey key: String) -> CachedResponse?

  /// Stores `response` under `key`, replacing any earlier one, and evicts the least recently
  /// used entries while the store is over its size limit.
  func store(_ response: CachedResponse, forKey key: String) throws

  func removeResponses(where shouldRemove: (String) -> Bool)

  /// Removes the entry under `key`, if any.
  func removeResponse(forKey key: String)

  /// What the store holds: how many entries, their total size in bytes, and the oldest
  /// response's arrival.
  func summary() -> CacheSummary
}
