import BrowseKit
import Features
import ScreenKit

extension Effect {
  /// This effect read as `reading(_:report:)` reads it, with its reads of the posts' authors in
  /// round `round` of ``AuthorsOnce``.
  func reading(
    _ freshness: ReadFreshness? = nil, round: Int,
    report: (@Sendable (ReadSource) -> Action)? = nil
  ) -> Self {
    aroundOperations { operation, send in
      await AuthorsOnce.$round.withValue(round) { await operation(send) }
    }
    .reading(freshness, report: report)
  }
}
