import Dependencies

extension DependencyValues {
  /// Live, a cache in memory shared by the process, under the server's freshness rules; in
  /// tests, `ResponseCache.disabled`, so that every read reaches the test's server unless a
  /// test sets one, such as `ResponseCache.inMemory(sizeLimit:policy:now:)` with a fixed
  /// clock.
  public var responseCache: ResponseCache {
    get { self[ResponseCacheKey.self] }
    set { self[ResponseCacheKey.self] = newValue }
  }
}

private enum ResponseCacheKey: DependencyKey {
  static let liveValue = ResponseCache.inMemory()
  static let testValue = ResponseCache.disabled
}
