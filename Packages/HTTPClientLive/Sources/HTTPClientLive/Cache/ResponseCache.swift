import Dependencies
import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where a live client keeps the answers to its reads, and how it uses them: an HTTP cache
/// (RFC 9111, the parts a private client needs) under a person's ``CachePolicy``.
///
/// - **What is stored.** A `200` answer to a `GET`, with its validators (`ETag`,
///   `Last-Modified`) and the freshness the server gave (`Cache-Control: max-age`, `Expires`,
///   `Date`, `Age`). `no-store` is never stored, `no-cache` is stored but revalidated before
///   each use, and `Vary` is honoured (`Vary: *` is not stored). An answer the client cannot
///   decode is removed, so that the next read asks again.
/// - **Credentials.** An answer is kept for the credentials it was asked with (the fields that
///   carry them, such as `Authorization`, and the password of the URL) and given back only to
///   the same credentials, stale or offline too: another token never gets it. No secret is
///   written: the credentials are kept as a SHA-256, and so is each value of a request's field
///   that a `Vary` names; the URL is kept without its password, the answer without
///   `Set-Cookie`.
/// - **Fresh and stale.** A fresh answer is used without a request. A stale one is revalidated
///   with `If-None-Match` or `If-Modified-Since`; a `304` reuses the stored body and refreshes
///   what is stored about it.
/// - **Failures.** When the server cannot be reached, does not answer in time, or answers
///   `429` or `5xx`, a stored answer of any age stands in (unless marked `must-revalidate`), and
///   ``report`` hears of it as ``CacheEvent/usedStale(request:storedAt:error:)``. Such a read
///   is tried once, whatever the transfer policy's retries, so that the stored answer comes at
///   once; only a `429` or `503` whose `Retry-After` ends before the deadline is tried again
///   first.
/// - **Writes.** A successful `POST`, `PUT`, `PATCH` or `DELETE` removes the record it wrote
///   and the `Location` of a `201`, and marks as changed what lists or embeds it: what is below
///   it, its collection with any query, the collections of the same name under any parent
///   (`PATCH /posts/7` removes `/posts/7` and marks `/posts?…` and `/users/3/posts`), and
///   whatever expands or embeds it (`?_expand=user` after a write to a user). A marked answer
///   is asked about before any use online; offline, or in place of a failing server, it is
///   used, observed as `ReadSource.stored(at:beforeChange:)` and reported as
///   ``CacheEvent/usedBeforeChange(request:storedAt:changedAt:)``.
/// - **Offline.** A read with nothing stored fails with `NetworkError.notStored(request:reason:)`,
///   whose reason says what became of the answer, as far as the store knows: evicted, cleared
///   by a write, discarded, or never read.
///
/// A store that cannot be written is reported once (``CacheEvent/storeFailed(reason:)``) and
/// the client goes on as if nothing were stored; one that cannot be read is a miss.
public struct ResponseCache: Sendable {
  public var policy: CachePolicy
  /// Hears what the cache did that the person may want to know; by default nothing.
  public var report: @Sendable (CacheEvent) -> Void
  /// The rules over the store, or `nil` when nothing is stored.
  let http: HTTPCache?
  /// The current time, for freshness and ages.
  let now: @Sendable () -> Date
  private let storeFailure = FirstOccurrence()
  /// The check of the store for answers an earlier version wrote: the first read does it, the
  /// others wait for it.
  let dropCheck = OnceWork()

  /// The total size a cache keeps by default: 50 MB.
  public static let defaultSizeLimit = 50_000_000

  init(
    http: HTTPCache?, policy: CachePolicy, now: @escaping @Sendable () -> Date,
    report: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.http = http
    self.policy = policy
    self.now = now
    self.report = report
  }

  /// No cache: every read asks the server; with ``CachePolicy/isOffline`` set, every request
  /// fails without being sent.
  public static var disabled: ResponseCache {
    ResponseCache(http: nil, policy: CachePolicy(), now: Date.init)
  }

  /// A cache in memory, of at most `sizeLimit` bytes of bodies, the least recently used going
  /// first; `now` tells the time.
  public static func inMemory(
    sizeLimit: Int = defaultSizeLimit, policy: CachePolicy = CachePolicy(),
    now: @escaping @Sendable () -> Date = Date.init
  ) -> ResponseCache {
    ResponseCache(
      http: HTTPCache(store: InMemoryCacheStore(sizeLimit: sizeLimit, now: now)), policy: policy,
      now: now)
  }

  /// A cache in `directory` (made when first written), of at most `sizeLimit` bytes of files,
  /// the least recently used going first; `now` tells the time.
  ///
  /// Several processes may share the directory: each answer is one file, written to a
  /// temporary file and renamed, so that a reader never sees part of one. A file that cannot be
  /// read or decoded is a miss, and is removed.
  public static func disk(
    directory: URL, sizeLimit: Int = defaultSizeLimit, policy: CachePolicy = CachePolicy(),
    now: @escaping @Sendable () -> Date = Date.init
  ) -> ResponseCache {
    ResponseCache(
      http: HTTPCache(store: DiskCacheStore(directory: directory, sizeLimit: sizeLimit, now: now)),
      policy: policy, now: now)
  }

  public var isEnabled: Bool {
    http != nil
  }

  public func summary() -> CacheSummary {
    http?.store.summary() ?? CacheSummary(count: 0, size: 0, oldestResponseTime: nil)
  }

  public func removeAll() {
    http?.store.removeResponses(where: { _ in true }, reason: .neverRead)
  }

  /// Removes the stored answer to `request`, a `GET`, whose fields named in
  /// `credentialHeaders` (lowercased) carry credentials, such as an answer that could not be
  /// read.
  func forget(
    _ request: URLRequest, credentialHeaders: Set<String>, keyedHeaders: [String: String]? = nil
  ) {
    guard let url = request.url else { return }
    guard let http else { return }
    http.store.removeResponse(
      forKey: http.key(
        for: url, requestHeaders: keyedHeaders ?? request.allHTTPHeaderFields ?? [:],
        credentialHeaders: credentialHeaders))
  }

  /// Reports a failed store once, however many follow.
  func reportStoreFailure(_ error: any Error) {
    if storeFailure.isFirst() {
      report(.storeFailed(reason: Self.reason(for: error)))
    }
  }

  /// What went wrong, as the system says it: `Permission denied`, `No space left on device`
  /// (`systemReason(for:)`), else as Foundation does.
  static func reason(for error: any Error) -> String {
    systemReason(for: error) ?? error.localizedDescription.singleLine(limit: 160)
  }
}
