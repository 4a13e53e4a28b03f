import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct HTTPCacheTests {
  static let base = URL(string: "http://127.0.0.1:9/api") ?? URL(fileURLWithPath: "/")
  static let received = Date(timeIntervalSince1970: 1_700_000_000)

  let store = InMemoryCacheStore()
  var cache: HTTPCache { HTTPCache(store: store) }

  func url(_ path: String) -> URL {
    URL(string: Self.base.absoluteString + path) ?? Self.base
  }

  func response(_ path: String, headers: [String: String] = [:], status: Int = 200)
    -> CachedResponse
  {
    CachedResponse(
      url: url(path), status: status, headers: headers, body: Data("[]".utf8),
      requestTime: Self.received, responseTime: Self.received, varyingRequestHeaders: [:])
  }

  func keys() -> Set<String> {
    var keys: Set<String> = []
    store.removeResponses(
      where: { key in
        keys.insert(key)
        return false
      }, reason: .neverRead)
    return keys
  }

  /// The keys of what is stored and not marked as changed by a write.
  func untouched() -> Set<String> {
    keys().filter { store.response(forKey: $0)?.changedAt == nil }
  }

  // MARK: lookup

  @Test func nothingStoredIsAMissOrUnavailableOffline() {
    checkEqual(
      cache.lookup(url("/posts"), requestHeaders: [:], policy: .init(), now: Self.received), .miss)
    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(isOffline: true), now: Self.received),
      .unavailableOffline(.neverRead))
  }

  @Test func aFreshResponseAnswersWithoutARequest() throws {
    let stored = response("/posts", headers: ["cache-control": "max-age=60"])
    try cache.keep(stored, requestHeaders: [:])

    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(),
        now: Self.received.addingTimeInterval(30)), .stored(stored))
  }

  @Test func aStaleOrNoCacheResponseIsRevalidatedWithItsValidator() throws {
    let stale = response("/posts", headers: ["cache-control": "max-age=60", "etag": "\"a\""])
    let noCache = response("/users", headers: ["cache-control": "no-cache", "etag": "\"b\""])
    try cache.keep(stale, requestHeaders: [:])
    try cache.keep(noCache, requestHeaders: [:])
    let later = Self.received.addingTimeInterval(120)

    checkEqual(
      cache.lookup(url("/posts"), requestHeaders: [:], policy: .init(), now: later),
      .revalidate(stale, headers: ["If-None-Match": "\"a\""]))
    checkEqual(
      cache.lookup(url("/users"), requestHeaders: [:], policy: .init(), now: Self.received),
      .revalidate(noCache, headers: ["If-None-Match": "\"b\""]))
  }

  @Test func thePersonsMaximumAgeAcceptsOlderDataWithoutAsking() throws {
    let stored = response("/posts", headers: ["cache-control": "no-cache", "etag": "\"a\""])
    try cache.keep(stored, requestHeaders: [:])
    let policy = HTTPCache.Policy(maximumAge: .seconds(3600))

    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: policy,
        now: Self.received.addingTimeInterval(3000)), .stored(stored))
    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: policy,
        now: Self.received.addingTimeInterval(4000)),
      .revalidate(stored, headers: ["If-None-Match": "\"a\""]))
  }

  @Test func refreshRevalidatesAFreshResponseAndOfflineUsesAStaleOne() throws {
    let stored = response("/posts", headers: ["cache-control": "max-age=60", "etag": "\"a\""])
    try cache.keep(stored, requestHeaders: [:])

    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(revalidatesEverything: true),
        now: Self.received), .revalidate(stored, headers: ["If-None-Match": "\"a\""]))
    checkEqual(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(isOffline: true),
        now: Self.received.addingTimeInterval(86400)), .stored(stored))
  }

  // MARK: keeping

  @Test func keepsOnlyA200ThatMayBeStored() throws {
    check(try cache.keep(response("/a"), requestHeaders: [:]))
    check(
      try !cache.keep(response("/b", headers: ["cache-control": "no-store"]), requestHeaders: [:]))
    check(try !cache.keep(response("/c", status: 203), requestHeaders: [:]))
    check(try !cache.keep(response("/d", headers: ["vary": "*"]), requestHeaders: [:]))
    checkEqual(keys(), [HTTPCache.key(for: url("/a"))])
  }

  @Test func varyKeepsTheRequestsValuesAndOnlyThoseMatch() throws {
    let stored = response(
      "/posts", headers: ["vary": "Accept, Accept-Language", "cache-control": "max-age=60"])
    try cache.keep(stored, requestHeaders: ["Accept": "application/json"])

    let same = cache.lookup(
      url("/posts"), requestHeaders: ["accept": "application/json"], policy: .init(),
      now: Self.received)
    let other = cache.lookup(
      url("/posts"), requestHeaders: ["Accept": "text/html"], policy: .init(), now: Self.received)

    guard case .stored(let kept) = same else {
      Issue.record("expected the stored response, got \(same)")
      return
    }
    checkEqual(
      kept.varyingRequestHeaders,
      [
        "accept": "hmac:" + store.credentialKey.digest("application/json"),
        "accept-language": "",
      ])
    checkEqual(other, .miss)
  }

  @Test func varyKeepsOnlyTheHashOfAValueNeverTheValue() throws {
    let stored = response("/user", headers: ["vary": "Authorization, X-GitHub-OTP"])
    try cache.keep(stored, requestHeaders: ["X-GitHub-OTP": "123456", "Authorization": "Bearer t"])

    let kept = try #require(store.response(forKey: keys().first ?? ""))

    checkEqual(
      kept.varyingRequestHeaders["x-github-otp"], "hmac:" + store.credentialKey.digest("123456"))
    check(!"\(kept)".contains(SHA256.hexDigest(of: "123456")), "no bare hash of the value")
    check(!"\(kept)".contains("123456") && !"\(kept)".contains("Bearer t"))
  }

  @Test func answersAreKeptForTheCredentialsTheyWereAskedWith() throws {
    let first = ["Authorization": "Bearer first"]
    let second = ["authorization": "Bearer second"]
    try cache.keep(
      response("/user", headers: ["cache-control": "max-age=60"]), requestHeaders: first)

    let same = cache.lookup(
      url("/user"), requestHeaders: ["AUTHORIZATION": "Bearer first"], policy: .init(),
      now: Self.received)
    let other = cache.lookup(
      url("/user"), requestHeaders: second, policy: .init(), now: Self.received)
    let none = cache.lookup(url("/user"), requestHeaders: [:], policy: .init(), now: Self.received)
    let offline = cache.lookup(
      url("/user"), requestHeaders: second, policy: .init(isOffline: true), now: Self.received)

    guard case .stored = same else {
      Issue.record("expected the stored response, got \(same)")
      return
    }
    check(other == .miss && none == .miss && offline == .unavailableOffline(.neverRead))
    check(cache.staleFallback(for: url("/user"), requestHeaders: first) != nil)
    checkEqual(cache.staleFallback(for: url("/user"), requestHeaders: second), nil)
    check(keys().allSatisfy { !$0.contains("first") })
  }

  @Test func aFieldNamedAsCredentialsIsOne() throws {
    let key = ["X-API-Key": "k1"]
    try cache.keep(response("/items"), requestHeaders: key, credentialHeaders: ["x-api-key"])

    let same = cache.lookup(
      url("/items"), requestHeaders: key, credentialHeaders: ["x-api-key"],
      policy: .init(isOffline: true), now: Self.received)
    let other = cache.lookup(
      url("/items"), requestHeaders: ["X-API-Key": "k2"], credentialHeaders: ["x-api-key"],
      policy: .init(isOffline: true), now: Self.received)

    check(same != .unavailableOffline(.neverRead))
    checkEqual(other, .unavailableOffline(.neverRead))
  }

  @Test func thePasswordOfTheURLIsACredentialAndIsNeverKept() throws {
    let secret = try #require(URL(string: "http://u:secret@127.0.0.1:9/api/posts"))
    let other = try #require(URL(string: "http://u:other@127.0.0.1:9/api/posts"))
    try cache.keep(
      CachedResponse(
        url: secret, status: 200, headers: ["cache-control": "max-age=60"], body: Data(),
        requestTime: Self.received, responseTime: Self.received, varyingRequestHeaders: [:]),
      requestHeaders: [:])

    let same = cache.lookup(secret, requestHeaders: [:], policy: .init(), now: Self.received)
    let otherPassword = cache.lookup(
      other, requestHeaders: [:], policy: .init(), now: Self.received)

    guard case .stored(let kept) = same else {
      Issue.record("expected the stored response, got \(same)")
      return
    }
    checkEqual(kept.url.absoluteString, "http://u@127.0.0.1:9/api/posts")
    checkEqual(otherPassword, .miss)
    check(keys().allSatisfy { !$0.contains("secret") })
  }

  @Test func thePasswordOfTheURLIsInNoFileOfADiskCache() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("HTTPCacheTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let disk = HTTPCache(store: DiskCacheStore(directory: folder, origin: "http://u@127.0.0.1:9"))
    let secret = try #require(URL(string: "http://u:secret@127.0.0.1:9/api/posts"))
    let other = try #require(URL(string: "http://u:other@127.0.0.1:9/api/posts"))
    try disk.keep(
      CachedResponse(
        url: secret, status: 200, headers: ["cache-control": "max-age=60"], body: Data("[]".utf8),
        requestTime: Self.received, responseTime: Self.received, varyingRequestHeaders: [:]),
      requestHeaders: [:])

    let same = disk.lookup(secret, requestHeaders: [:], policy: .init(), now: Self.received)
    let otherPassword = disk.lookup(
      other, requestHeaders: [:], policy: .init(), now: Self.received)

    guard case .stored(let kept) = same else {
      Issue.record("expected the stored response, got \(same)")
      return
    }
    checkEqual(kept.body, Data("[]".utf8))
    checkEqual(otherPassword, .miss)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    check(files.contains { $0.hasSuffix(".entry") })
    for name in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      checkEqual(data.range(of: Data("secret".utf8)), nil, "\(name)")
      check(!name.contains("secret"))
    }
  }

  @Test func setCookieIsNotKept() throws {
    try cache.keep(
      response("/posts", headers: ["set-cookie": "session=s3cr3t", "etag": "\"a\""]),
      requestHeaders: [:])

    let kept = try #require(store.response(forKey: HTTPCache.key(for: url("/posts"))))

    checkEqual(kept.header("set-cookie"), nil)
    checkEqual(kept.header("etag"), "\"a\"")
  }

  @Test func aStaleResponseStandsInUnlessItMustBeRevalidated() throws {
    try cache.keep(response("/posts", headers: ["cache-control": "max-age=1"]), requestHeaders: [:])
    try cache.keep(
      response("/users", headers: ["cache-control": "max-age=1, must-revalidate"]),
      requestHeaders: [:])

    check(cache.staleFallback(for: url("/posts"), requestHeaders: [:]) != nil)
    checkEqual(cache.staleFallback(for: url("/users"), requestHeaders: [:]), nil)
    checkEqual(cache.staleFallback(for: url("/todos"), requestHeaders: [:]), nil)
  }

  // MARK: invalidation

  @Test func aChangeToAnItemInvalidatesTheItemItsCollectionsAndWhatIsBelowIt() throws {
    let paths = [
      "/posts/7", "/posts/7/comments", "/posts", "/posts?_page=2", "/users/3/posts?_limit=5",
      "/posts/8", "/users/3", "/comments?postId=7", "/users",
    ]
    for path in paths {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(
      after: url("/posts/7"), method: "PATCH", location: nil, baseURL: Self.base, at: Self.received)

    checkEqual(
      untouched(),
      Set(
        ["/posts/8", "/users/3", "/comments?postId=7", "/users"].map {
          HTTPCache.key(for: url($0))
        }))
  }

  @Test func aWriteToANestedCollectionInvalidatesThatCollectionEverywhere() throws {
    let paths = [
      "/posts", "/posts?userId=3", "/users/3/posts", "/users/4/posts", "/users/3", "/users",
    ]
    for path in paths {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(
      after: url("/users/3/posts"), method: "POST", location: nil, baseURL: Self.base,
      at: Self.received)

    checkEqual(untouched(), Set(["/users/3", "/users"].map { HTTPCache.key(for: url($0)) }))
  }

  @Test func aChangeToADeepItemInvalidatesTheCollectionItIsIn() throws {
    let paths = [
      "/repos/o/r/issues?state=open&per_page=2", "/repos/o/r/issues", "/repos/o/r/issues/5",
      "/repos/o/r/issues/6", "/repos/o/r/pulls",
    ]
    for path in paths {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(
      after: url("/repos/o/r/issues/5"), method: "PATCH", location: nil, baseURL: Self.base,
      at: Self.received)

    checkEqual(
      untouched(),
      Set(["/repos/o/r/issues/6", "/repos/o/r/pulls"].map { HTTPCache.key(for: url($0)) }))
  }

  @Test func aWriteInvalidatesWhatEveryCredentialStored() throws {
    try cache.keep(response("/posts"), requestHeaders: ["Authorization": "Bearer a"])
    try cache.keep(response("/posts"), requestHeaders: ["Authorization": "Bearer b"])
    try cache.keep(response("/users"), requestHeaders: ["Authorization": "Bearer a"])

    cache.invalidate(
      after: url("/posts/7"), method: "PATCH", location: nil, baseURL: Self.base, at: Self.received)

    checkEqual(
      untouched(),
      [
        HTTPCache.key(for: url("/users"), requestHeaders: ["Authorization": "Bearer a"])
      ])
  }

  @Test func aWriteInvalidatesWhatExpandsOrEmbedsItsResource() throws {
    let paths = [
      "/posts/7?_expand=user", "/posts/8?_expand=user", "/posts/7?_embed=comments", "/posts/7",
      "/albums/1?_expand=user",
    ]
    for path in paths {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(
      after: url("/users/3"), method: "PATCH", location: nil, baseURL: Self.base, at: Self.received)
    checkEqual(
      untouched(),
      Set(["/posts/7?_embed=comments", "/posts/7"].map { HTTPCache.key(for: url($0)) }))

    cache.invalidate(
      after: url("/comments/9"), method: "DELETE", location: nil, baseURL: Self.base,
      at: Self.received)
    checkEqual(untouched(), Set(["/posts/7"].map { HTTPCache.key(for: url($0)) }))
  }

  @Test func aLocationElsewhereIsInvalidatedToo() throws {
    let elsewhere = try #require(URL(string: "http://127.0.0.1:9/other/posts/101"))
    try cache.keep(
      CachedResponse(
        url: elsewhere, status: 200, headers: [:], body: Data(), requestTime: Self.received,
        responseTime: Self.received, varyingRequestHeaders: [:]), requestHeaders: [:])

    cache.invalidate(
      after: try #require(URL(string: "http://other.test/posts")), method: "POST",
      location: elsewhere, baseURL: Self.base, at: Self.received)

    check(untouched().isEmpty)
  }

  @Test func aCreationInvalidatesTheCollectionsAndItsLocation() throws {
    for path in ["/posts", "/posts/101", "/posts/7", "/users/1/posts"] {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(
      after: url("/posts"), method: "POST", location: url("/posts/101"), baseURL: Self.base,
      at: Self.received)

    checkEqual(untouched(), [HTTPCache.key(for: url("/posts/7"))])
  }

  @Test func aWriteElsewhereInvalidatesNothing() throws {
    try cache.keep(response("/posts"), requestHeaders: [:])

    cache.invalidate(
      after: URL(string: "http://other.test/api/posts") ?? Self.base, method: "POST",
      location: nil,
      baseURL: Self.base, at: Self.received)

    checkEqual(untouched().count, 1)
  }

  // MARK: what a write leaves

  @Test func aWriteRemovesTheRecordAndMarksWhatListsItAsChanged() throws {
    for path in ["/posts/7", "/posts/7?_expand=user", "/posts", "/posts/7/comments", "/users"] {
      try cache.keep(response(path), requestHeaders: [:])
    }
    let written = Self.received.addingTimeInterval(60)

    cache.invalidate(
      after: url("/posts/7"), method: "DELETE", location: nil, baseURL: Self.base, at: written)

    checkEqual(
      keys(), Set(["/posts", "/posts/7/comments", "/users"].map { HTTPCache.key(for: url($0)) }))
    checkEqual(untouched(), [HTTPCache.key(for: url("/users"))])
    checkEqual(store.response(forKey: HTTPCache.key(for: url("/posts")))?.changedAt, written)
    checkEqual(
      cache.lookup(
        url("/posts/7?_expand=user"), requestHeaders: [:], policy: .init(isOffline: true),
        now: written), .unavailableOffline(.clearedByWrite(at: written)))
  }

  @Test func aChangedAnswerIsAskedAboutOnlineHoweverFreshAndUsedOffline() throws {
    try cache.keep(
      response("/posts", headers: ["cache-control": "max-age=600"]), requestHeaders: [:])
    let written = Self.received.addingTimeInterval(60)
    cache.invalidate(
      after: url("/posts/7"), method: "PATCH", location: nil, baseURL: Self.base, at: written)

    for policy in [CachePolicy(), CachePolicy(maximumAge: .seconds(3600))] {
      guard
        case .revalidate = cache.lookup(
          url("/posts"), requestHeaders: [:], policy: policy, now: written)
      else {
        Issue.record("a changed answer was used without asking, under \(policy)")
        continue
      }
    }
    guard
      case .stored(let stored) = cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(isOffline: true), now: written)
    else {
      Issue.record("offline, the changed answer was not used")
      return
    }
    checkEqual(stored.changedAt, written)

    try cache.keep(response("/posts"), requestHeaders: [:])
    checkEqual(store.response(forKey: HTTPCache.key(for: url("/posts")))?.changedAt, nil)
  }
}
