import Foundation
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
    store.removeResponses { key in
      keys.insert(key)
      return false
    }
    return keys
  }

  // MARK: lookup

  @Test func nothingStoredIsAMissOrUnavailableOffline() {
    #expect(
      cache.lookup(url("/posts"), requestHeaders: [:], policy: .init(), now: Self.received) == .miss
    )
    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(isOffline: true), now: Self.received)
        == .unavailableOffline)
  }

  @Test func aFreshResponseAnswersWithoutARequest() throws {
    let stored = response("/posts", headers: ["cache-control": "max-age=60"])
    try cache.keep(stored, requestHeaders: [:])

    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(),
        now: Self.received.addingTimeInterval(30))
        == .stored(stored))
  }

  @Test func aStaleOrNoCacheResponseIsRevalidatedWithItsValidator() throws {
    let stale = response("/posts", headers: ["cache-control": "max-age=60", "etag": "\"a\""])
    let noCache = response("/users", headers: ["cache-control": "no-cache", "etag": "\"b\""])
    try cache.keep(stale, requestHeaders: [:])
    try cache.keep(noCache, requestHeaders: [:])
    let later = Self.received.addingTimeInterval(120)

    #expect(
      cache.lookup(url("/posts"), requestHeaders: [:], policy: .init(), now: later)
        == .revalidate(stale, headers: ["If-None-Match": "\"a\""]))
    #expect(
      cache.lookup(url("/users"), requestHeaders: [:], policy: .init(), now: Self.received)
        == .revalidate(noCache, headers: ["If-None-Match": "\"b\""]))
  }

  @Test func thePersonsMaximumAgeAcceptsOlderDataWithoutAsking() throws {
    let stored = response("/posts", headers: ["cache-control": "no-cache", "etag": "\"a\""])
    try cache.keep(stored, requestHeaders: [:])
    let policy = HTTPCache.Policy(maximumAge: .seconds(3600))

    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: policy,
        now: Self.received.addingTimeInterval(3000))
        == .stored(stored))
    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: policy,
        now: Self.received.addingTimeInterval(4000))
        == .revalidate(stored, headers: ["If-None-Match": "\"a\""]))
  }

  @Test func refreshRevalidatesAFreshResponseAndOfflineUsesAStaleOne() throws {
    let stored = response("/posts", headers: ["cache-control": "max-age=60", "etag": "\"a\""])
    try cache.keep(stored, requestHeaders: [:])

    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(revalidatesEverything: true),
        now: Self.received) == .revalidate(stored, headers: ["If-None-Match": "\"a\""]))
    #expect(
      cache.lookup(
        url("/posts"), requestHeaders: [:], policy: .init(isOffline: true),
        now: Self.received.addingTimeInterval(86400)) == .stored(stored))
  }

  // MARK: keeping

  @Test func keepsOnlyA200ThatMayBeStored() throws {
    #expect(try cache.keep(response("/a"), requestHeaders: [:]))
    #expect(
      try !cache.keep(response("/b", headers: ["cache-control": "no-store"]), requestHeaders: [:]))
    #expect(try !cache.keep(response("/c", status: 203), requestHeaders: [:]))
    #expect(try !cache.keep(response("/d", headers: ["vary": "*"]), requestHeaders: [:]))
    #expect(keys() == [HTTPCache.key(for: url("/a"))])
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
    #expect(kept.varyingRequestHeaders == ["accept": "application/json", "accept-language": ""])
    #expect(other == .miss)
  }

  @Test func aStaleResponseStandsInUnlessItMustBeRevalidated() throws {
    try cache.keep(response("/posts", headers: ["cache-control": "max-age=1"]), requestHeaders: [:])
    try cache.keep(
      response("/users", headers: ["cache-control": "max-age=1, must-revalidate"]),
      requestHeaders: [:])

    #expect(cache.staleFallback(for: url("/posts"), requestHeaders: [:]) != nil)
    #expect(cache.staleFallback(for: url("/users"), requestHeaders: [:]) == nil)
    #expect(cache.staleFallback(for: url("/todos"), requestHeaders: [:]) == nil)
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

    cache.invalidate(after: url("/posts/7"), location: nil, baseURL: Self.base)

    #expect(
      keys()
        == Set(
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

    cache.invalidate(after: url("/users/3/posts"), location: nil, baseURL: Self.base)

    #expect(keys() == Set(["/users/3", "/users"].map { HTTPCache.key(for: url($0)) }))
  }

  @Test func aWriteInvalidatesWhatExpandsOrEmbedsItsResource() throws {
    let paths = [
      "/posts/7?_expand=user", "/posts/8?_expand=user", "/posts/7?_embed=comments", "/posts/7",
      "/albums/1?_expand=user",
    ]
    for path in paths {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(after: url("/users/3"), location: nil, baseURL: Self.base)
    #expect(
      keys() == Set(["/posts/7?_embed=comments", "/posts/7"].map { HTTPCache.key(for: url($0)) }))

    cache.invalidate(after: url("/comments/9"), location: nil, baseURL: Self.base)
    #expect(keys() == Set(["/posts/7"].map { HTTPCache.key(for: url($0)) }))
  }

  @Test func aLocationElsewhereIsInvalidatedToo() throws {
    let elsewhere = try #require(URL(string: "http://127.0.0.1:9/other/posts/101"))
    try cache.keep(
      CachedResponse(
        url: elsewhere, status: 200, headers: [:], body: Data(), requestTime: Self.received,
        responseTime: Self.received, varyingRequestHeaders: [:]), requestHeaders: [:])

    cache.invalidate(
      after: try #require(URL(string: "http://other.test/posts")), location: elsewhere,
      baseURL: Self.base)

    #expect(keys().isEmpty)
  }

  @Test func aCreationInvalidatesTheCollectionsAndItsLocation() throws {
    for path in ["/posts", "/posts/101", "/posts/7", "/users/1/posts"] {
      try cache.keep(response(path), requestHeaders: [:])
    }

    cache.invalidate(after: url("/posts"), location: url("/posts/101"), baseURL: Self.base)

    #expect(keys() == [HTTPCache.key(for: url("/posts/7"))])
  }

  @Test func aWriteElsewhereInvalidatesNothing() throws {
    try cache.keep(response("/posts"), requestHeaders: [:])

    cache.invalidate(
      after: URL(string: "http://other.test/api/posts") ?? Self.base, location: nil,
      baseURL: Self.base)

    #expect(keys().count == 1)
  }
}
