import Foundation
import HTTPClient

/// The rules of the client's HTTP cache (RFC 9111, the parts a private client cache needs)
/// over a ``CacheStore``: what a `GET` may be answered with, what is kept, and what a write
/// makes stale.
///
/// The server's freshness decides by default. The person's ``CachePolicy`` goes on top: stored
/// data younger than ``CachePolicy/maximumAge`` is used without asking,
/// ``CachePolicy/revalidatesEverything`` asks every time, and ``CachePolicy/isOffline`` never
/// asks. A stored answer that a write the client made since may have changed is always asked
/// about, but offline.
struct HTTPCache: Sendable {
  typealias Policy = CachePolicy

  /// What a `GET` may be answered with.
  enum Lookup: Sendable, Hashable {
    /// The stored response, without a request.
    case stored(CachedResponse)
    /// A request with these conditional header fields; a `304` means the stored response.
    case revalidate(CachedResponse, headers: [String: String])
    /// A request: nothing usable is stored.
    case miss
    /// Nothing: offline, and nothing is stored, for the reason given.
    case unavailableOffline(NotStoredReason)
  }

  let store: any CacheStore

  /// The key of a `GET` for `url` sent with `requestHeaders`, whose fields named in
  /// `credentialHeaders` (lowercased) carry credentials: the URL's user name is in it, and the
  /// digest of the credentials under `credentialKey`, the URL's password included, never the
  /// credentials (see ``CacheKey``).
  static func key(
    for url: URL, requestHeaders: [String: String] = [:],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames,
    keyedBy credentialKey: CredentialKey = .process
  ) -> String {
    CacheKey(
      url: url, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders,
      keyedBy: credentialKey
    ).text
  }

  /// The key of a `GET` in this cache: as ``key(for:requestHeaders:credentialHeaders:keyedBy:)``
  /// makes it under the store's key.
  func key(
    for url: URL, requestHeaders: [String: String] = [:],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> String {
    Self.key(
      for: url, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders,
      keyedBy: store.credentialKey)
  }

  /// What a `GET` for `url` with `requestHeaders` may be answered with at `now`: only what was
  /// stored for the same credentials.
  func lookup(
    _ url: URL, requestHeaders: [String: String],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames, policy: Policy, now: Date
  ) -> Lookup {
    let key = key(
      for: url, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders)
    guard let stored = store.response(forKey: key),
      stored.matches(requestHeaders: requestHeaders, keyedBy: store.credentialKey)
    else { return policy.isOffline ? .unavailableOffline(store.removal(forKey: key)) : .miss }
    if policy.isOffline {
      return .stored(stored)
    }
    if policy.revalidatesEverything || stored.changedAt != nil {
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
  /// It is kept under the credentials it was asked with (see ``key(for:requestHeaders:credentialHeaders:)``),
  /// without the URL's password, without `Set-Cookie`, and with the SHA-256 of each value of
  /// the request's fields that its `Vary` names, never the value: such a field may carry
  /// credentials, as GitHub's `Vary: Accept, Authorization, Cookie` says.
  ///
  /// - Throws: The store's error when it cannot write (a read-only or full disk); nothing is
  ///   kept then.
  @discardableResult
  func keep(
    _ response: CachedResponse, requestHeaders: [String: String],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames
  ) throws -> Bool {
    guard response.status == 200, !response.cacheControl.noStore else { return false }
    let varying = (response.header("vary") ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }.filter { !$0.isEmpty }
    guard !varying.contains("*") else { return false }
    let key = key(
      for: response.url, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders)
    var response = response
    response.url = response.url.withoutPassword
    response.headers["set-cookie"] = nil
    response.varyingRequestHeaders = Dictionary(
      varying.map {
        ($0, CachedResponse.varyingValue(of: $0, in: requestHeaders, keyedBy: store.credentialKey))
      },
      uniquingKeysWith: { _, last in last })
    try store.store(response, forKey: key)
    return true
  }

  /// The stored response that may stand in when the server cannot be reached or fails with a
  /// `5xx`, however old: any matching one stored for the same credentials, not marked
  /// `must-revalidate`.
  func staleFallback(
    for url: URL, requestHeaders: [String: String],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> CachedResponse? {
    let key = key(
      for: url, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders)
    guard let stored = store.response(forKey: key),
      stored.matches(requestHeaders: requestHeaders, keyedBy: store.credentialKey),
      !stored.cacheControl.mustRevalidate
    else { return nil }
    return stored
  }

  /// Deals with what a successful write (`method`) to `url` at `date` may have changed, below
  /// the API root `baseURL`, whatever credentials it was stored for. It removes the record
  /// written, with any query (`/posts/7`, `/posts/7?_expand=user`), and `location`, the record
  /// a `201` names: offline, they are not stored, ``NotStoredReason/clearedByWrite(at:)``.
  /// It marks as changed at `date` what lists or embeds the record, which is then asked about
  /// before any use online and said to be from before the change offline: what is below the
  /// record (`/posts/7/comments`); its collection with any query (`/posts?_page=2`), the
  /// collections of the same name under any parent (`/users/3/posts`), and whatever embeds or
  /// expands that resource (`/posts/7?_expand=user` after a write to a user,
  /// `/posts/7?_embed=comments` after a write to a comment). A write to a nested collection,
  /// such as `POST /users/3/posts`, writes to that collection (`posts`). A write that is not a
  /// `POST` writes to a record, however deep, so the path it is in, with any query, is its
  /// collection too (`/repos/o/r/issues?state=open` after `PATCH /repos/o/r/issues/5`); a
  /// `POST`'s own path, with any query, is.
  func invalidate(after url: URL, method: String, location: URL?, baseURL: URL, at date: Date) {
    let locationURL = location.map { CacheKey(url: $0).url }
    let written = Self.pathComponents(of: url, below: baseURL)
    let collection: String? =
      written.isEmpty
      ? nil : written[written.count.isMultiple(of: 2) ? written.count - 2 : written.count - 1]
    let isPost = method.uppercased() == "POST"
    let item = written.count.isMultiple(of: 2) || !isPost ? written : []
    let container = isPost ? written : written.count >= 2 ? Array(written.dropLast()) : []
    store.invalidate(at: date) { text in
      guard let key = CacheKey(text: text) else { return nil }
      let stored = Self.pathComponents(of: key.url, below: baseURL)
      if (!item.isEmpty && stored == item) || (locationURL != nil && key.url == locationURL) {
        return .removed
      }
      guard let collection else { return nil }
      let isCollection = stored == [collection] || (stored.count == 3 && stored[2] == collection)
      let isBelowItem = !item.isEmpty && stored.starts(with: item)
      let isContainer = !container.isEmpty && stored == container
      let isChanged =
        isCollection || isBelowItem || isContainer || Self.includes(collection, in: key.url)
      return isChanged ? .changed : nil
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
  func matches(requestHeaders: [String: String], keyedBy credentialKey: CredentialKey) -> Bool {
    varyingRequestHeaders.allSatisfy { name, value in
      Self.varyingValue(of: name, in: requestHeaders, keyedBy: credentialKey) == value
    }
  }

  /// What is kept of the request's field `name` (lowercased) for matching on `Vary`: the
  /// digest of its value under `credentialKey` (a `Vary: Authorization` would otherwise keep a
  /// bare hash of a credential), as `hmac:` and 64 hexadecimal digits, never the value; empty
  /// when the request has no such field.
  static func varyingValue(
    of name: String, in requestHeaders: [String: String], keyedBy credentialKey: CredentialKey
  ) -> String {
    guard let value = requestHeaders.first(where: { $0.key.lowercased() == name })?.value else {
      return ""
    }
    return "hmac:" + credentialKey.digest(value)
  }
}
