import Features

extension FeedFeature.Mode {
  /// Changes the pages asked for several at a time, those of `loadingRemaining(_:)` or of
  /// `revalidating(page:several:)`; nothing in another mode. For a test's expected state,
  /// where a page in flight comes:
  ///
  /// ```swift
  /// var mode = FeedFeature<Int>.Mode.loadingRemaining(
  ///   FeedFeature<Int>.RemainingPages(
  ///     firstPage: 2, continuation: .number(2), lastPage: 4, inFlight: [2, 3]))
  /// mode.changePages { $0.inFlight.remove(2) }
  /// ```
  public mutating func changePages(_ change: (inout FeedFeature.RemainingPages) -> Void) {
    switch self {
    case .loadingRemaining(var pages):
      change(&pages)
      self = .loadingRemaining(pages)
    case .revalidating(let page, var pages?):
      change(&pages)
      self = .revalidating(page: page, several: pages)
    default:
      break
    }
  }
}
