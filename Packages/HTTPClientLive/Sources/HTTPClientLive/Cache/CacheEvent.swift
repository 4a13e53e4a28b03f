import Foundation
import HTTPClient

/// Something a ``ResponseCache`` did that the person may want to know.
public enum CacheEvent: Sendable, Hashable {
  /// The server failed with `error` (it could not be reached, did not answer in time, or
  /// answered `429` or `5xx`), so the answer to `request` stored at `storedAt` was used instead.
  case usedStale(request: ShownRequest, storedAt: Date, error: NetworkError)
  /// An answer could not be stored, for `reason` (a read-only or full disk): the client goes
  /// on without storing. Reported once per cache.
  case storeFailed(reason: String)
  /// The answer to `request` stored at `storedAt` was used, offline or in place of a failing
  /// server, though a write the client made at `changedAt` may have changed it.
  case usedBeforeChange(request: ShownRequest, storedAt: Date, changedAt: Date)
  /// The store held `count` answers that this version cannot read (an earlier version's,
  /// or damaged): they were removed, and are asked for again. Reported once per cache.
  case droppedUnreadable(count: Int)
}
