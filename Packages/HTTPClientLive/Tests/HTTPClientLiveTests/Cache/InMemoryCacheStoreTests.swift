import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct InMemoryCacheStoreTests {
  func response(_ path: String, size: Int, at time: TimeInterval = 0) -> CachedResponse {
    CachedResponse(
      url: URL(fileURLWithPath: path), status: 200, headers: [:],
      body: Data(repeating: 0x61, count: size),
      requestTime: Date(timeIntervalSince1970: time),
      responseTime: Date(timeIntervalSince1970: time), varyingRequestHeaders: [:])
  }

  @Test func storesReplacesAndRemovesByKey() {
    let store = InMemoryCacheStore()
    store.store(response("/posts", size: 3), forKey: "a/posts")
    store.store(response("/posts", size: 5), forKey: "a/posts")
    store.store(response("/users", size: 2), forKey: "a/users")

    checkEqual(store.response(forKey: "a/posts")?.body.count, 5)
    store.removeResponses(where: { $0.hasSuffix("posts") }, reason: .neverRead)
    checkEqual(store.response(forKey: "a/posts"), nil)
    check(store.response(forKey: "a/users") != nil)
  }

  @Test func overItsLimitTheLeastRecentlyUsedGoFirst() {
    let store = InMemoryCacheStore(sizeLimit: 10)
    store.store(response("/a", size: 4), forKey: "a")
    store.store(response("/b", size: 4), forKey: "b")
    _ = store.response(forKey: "a")
    store.store(response("/c", size: 4), forKey: "c")

    check(store.response(forKey: "a") != nil)
    checkEqual(store.response(forKey: "b"), nil)
    check(store.response(forKey: "c") != nil)
  }

  @Test func anEntryLargerThanTheLimitIsNotKept() {
    let store = InMemoryCacheStore(sizeLimit: 10)
    store.store(response("/big", size: 11), forKey: "big")

    checkEqual(store.summary().count, 0)
  }

  @Test func summarisesCountSizeAndTheOldestResponse() {
    let store = InMemoryCacheStore()
    checkEqual(store.summary(), CacheSummary(count: 0, size: 0, oldestResponseTime: nil))

    store.store(response("/a", size: 4, at: 50), forKey: "a")
    store.store(response("/b", size: 6, at: 20), forKey: "b")

    checkEqual(
      store.summary(),
      CacheSummary(count: 2, size: 10, oldestResponseTime: Date(timeIntervalSince1970: 20)))
  }
}
