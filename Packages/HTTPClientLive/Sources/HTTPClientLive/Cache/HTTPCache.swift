import Foundation

/// The rules of the client's HTTP cache (RFC 9111, the parts a private client cache needs)
/// over a ``CacheStore``: what a `GET` may be answered with, what is kept, and what a write
/// makes stale.
///
/// The server's freshness decides by default. The person's ``CachePolicy`` goes on top: stored
/// data younger than ``CachePolicy/maximumAge`` is used without asking,
/// ``CachePolicy/revalidatesEverything`` asks every time, and ``CachePolicy/isOffline`` never
/// asks.
struct HTTPCache: Sendable {
  /// How the person wants the cache used.
  typealias Policy = CachePolicy

  /// What a `GET` may be answered with.
  enum Lookup: Sendable, Hashable {
    /// The stored response, without a request.
    case stored(CachedResponse)
    /// A request with these conditional header fields; a `304` means the stored response.
    case revalidate(CachedResponse, headers: [String: String])
    /// A request: nothing usable is stored.
    case miss
    /// Nothing: offline, and nothing is stored.
    case unavailableOffline
  }

  /// Where the responses are kept.
  let store: any CacheStore

  /// The key of a `GET` for `url`: its user name is in it, never its password.
  static func key(for url: URL) -> String {
    "GET \(url.withoutPassword.absoluteString)"
  }

  /// What a `GET` for `url` with `requestHeaders` may be answered with at `now`.
  func lookup(
    _ url: URL, requestHeaders: [String: String], policy: Policy, now: Date
  ) -> Lookup {
    guard let stored = store.response(forKey: Self.key(for: url)),
      stored.matches(requestHeaders: requestHeaders)
    else { return policy.isOffline ? .unavailableOffline : .miss }
    if policy.isOffline {
      return .stored(stored)
    }
    if policy.revalidatesEverything {
      return .revalidate(stored, headers: stored.validatingHeaders)
    }
    if let maximumAge = policy.maximumAge, stored.age(at: now) <= maximumAge {
      return .stored(stored)
    }
    if stored.isFresh(at: now) {
      return .stored(stored)
    }
    return .revalidate(stored, headers: stored.validatingHeaders)
  }

  /// Keeps `response`, the answer to a `GET` with `requestHeaders`, when it may be kept: a
  /// `200` not marked `no-store` and not varying on everything (`Vary: *`). Returns whether it
  /// may be kept.
  ///
  /// - Throws: The store's error when it cannot write (a read-only or full disk); nothing is
  ///   kept then.
  @discardableResult
  func keep(_ response: CachedResponse, requestHeaders: [String: String]) throws -> Bool {
    guard response.status == 200, !response.cacheControl.noStore else { return false }
    let varying = (response.header("vary") ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }.filter { !$0.isEmpty }
    guard !varying.contains("*") else { return false }
    var response = response
    response.url = response.url.withoutPassword
    let lowercased = Dictionary(
      requestHeaders.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    response.varyingRequestHeaders = Dictionary(
      varying.map { ($0, lowercased[$0] ?? "") }, uniquingKeysWith: { _, last in last })
    try store.store(response, forKey: Self.key(for: response.url))
    return true
  }

  /// The stored response that may stand in when the server cannot be reached or fails with a
  /// `5xx`, however old: any matching one not marked `must-revalidate`.
  func staleFallback(for url: URL, requestHeaders: [String: String]) -> CachedResponse? {
    guard let stored = store.response(forKey: Self.key(for: url)),
      stored.matches(requestHeaders: requestHeaders), !stored.cacheControl.mustRevalidate
    else { return nil }
    return stored
  }

  /// Removes what a successful write to `url` may have changed, below the API root `baseURL`:
  /// `location`, the item a `201` names; the item written and everything below it
  /// (`/posts/7`, `/posts/7/comments`); its collection with any query (`/posts?_page=2`), the
  /// collections of the same name under any parent (`/users/3/posts`), and whatever embeds or
  /// expands that resource (`/posts/7?_expand=user` after a write to a user,
  /// `/posts/7?_embed=comments` after a write to a comment). A write to a nested collection,
  /// such as `POST /users/3/posts`, writes to that collection (`posts`).
  func invalidate(after url: URL, location: URL?, baseURL: URL) {
    let locationKey = location.map(Self.key(for:))
    let written = Self.pathComponents(of: url, below: baseURL)
    let collection: String? =
      written.isEmpty
      ? nil : written[written.count.isMultiple(of: 2) ? written.count - 2 : written.count - 1]
    let item = written.count.isMultiple(of: 2) ? written : []
    store.removeResponses { key in
      if key == locationKey {
        return true
      }
      guard let collection, key.hasPrefix("GET "),
        let storedURL = URL(string: String(key.dropFirst(4)))
      else { return false }
      let stored = Self.pathComponents(of: storedURL, below: baseURL)
      let isCollection = stored == [collection] || (stored.count == 3 && stored[2] == collection)
      let isBelowItem = !item.isEmpty && stored.starts(with: item)
      return isCollection || isBelowItem || Self.includes(collection, in: storedURL)
    }
  }

  /// Whether `url`'s query embeds or expands records of `collection` (`_embed=comments`, or
  /// `_expand=user` for `users`).
  private static func includes(_ collection: String, in url: URL) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let singular = collection.hasSuffix("s") ? String(collection.dropLast()) : collection
    return items.contains { item in
      (item.name == "_embed" && item.value == collection)
        || (item.name == "_expand" && item.value == singular)
    }
  }

  /// The path components of `url` after those of `baseURL`, or none when `url` is not below it.
  private static func pathComponents(of url: URL, below baseURL: URL) -> [String] {
    let base = baseURL.path.split(separator: "/").map(String.init)
    let path = url.path.split(separator: "/").map(String.init)
    guard url.host == baseURL.host, url.port == baseURL.port, path.starts(with: base) else {
      return []
    }
    return Array(path.dropFirst(base.count))
  }
}

extension CachedResponse {
  /// Whether a request with `requestHeaders` may use this response: it has the values this
  /// response's `Vary` named, as they were when it was stored.
  func matches(requestHeaders: [String: String]) -> Bool {
    let lowercased = Dictionary(
      requestHeaders.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    return varyingRequestHeaders.allSatisfy { name, value in (lowercased[name] ?? "") == value }
  }
}
