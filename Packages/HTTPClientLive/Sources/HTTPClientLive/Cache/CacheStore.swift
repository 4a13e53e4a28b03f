import Foundation
import HTTPClient

/// Where the HTTP cache keeps its responses, by key.
///
/// Every method is safe to call from any thread. A store never fails a read: an entry it cannot
/// read is a miss, and is removed. Writes may fail (a full or read-only disk); the cache then
/// goes on without storing.
protocol CacheStore: Sendable {
  /// The key the store's digests of credentials are made under: its folder's, kept beside
  /// its entries, for a store on disk.
  var credentialKey: CredentialKey { get }

  /// The response stored under `key`, or `nil`. Reading marks the entry as recently used.
  func response(forKey key: String) -> CachedResponse?

  /// Stores `response` under `key`, replacing any earlier one, and evicts the least recently
  /// used entries while the store is over its size limit.
  func store(_ response: CachedResponse, forKey key: String) throws

  /// Removes the entries whose key `shouldRemove` picks, for `reason`, which
  /// ``removal(forKey:)`` tells afterwards.
  func removeResponses(where shouldRemove: (String) -> Bool, reason: NotStoredReason)

  /// Removes the entry under `key`, if any, as discarded: it could not be used.
  func removeResponse(forKey key: String)

  /// Deals with a write the client made at `date`, in one pass over the entries: each entry is
  /// removed, as ``NotStoredReason/clearedByWrite(at:)``, marked as changed at `date` (which
  /// its response then carries as `CachedResponse.changedAt`, until stored again) or left, as
  /// `change` says of its key.
  func invalidate(at date: Date, _ change: (String) -> WriteChange?)

  /// Why nothing is stored under `key`, as far as the store knows: ``NotStoredReason/neverRead``
  /// when it does not.
  func removal(forKey key: String) -> NotStoredReason

  /// Removes the entries an earlier version wrote that this one cannot read, when the store
  /// has not been checked for them yet; returns how many it removed.
  func dropEarlierEntries() -> Int

  /// What the store holds: how many entries, their total size in bytes, and the oldest
  /// response's arrival.
  func summary() -> CacheSummary
}

/// What a write the client made does to a stored entry.
enum WriteChange {
  /// The entry is the record written: it is removed.
  case removed
  /// The entry lists or embeds the record: it is kept, marked as changed.
  case changed
}

extension CacheStore {
  /// The current process's key: a store kept in memory lasts no longer.
  var credentialKey: CredentialKey { .process }
}
