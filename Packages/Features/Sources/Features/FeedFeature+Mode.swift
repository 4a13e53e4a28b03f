import HTTPClient

extension FeedFeature {
  /// What a feed is doing: one state at a time, so that no two loads are under way together.
  public enum Mode: Sendable, Hashable {
    /// Nothing is loading, and the last load did not fail.
    case idle
    /// The last load failed, and nothing loads until a retry or a refresh.
    case failed(LoadFailure)
    /// Page `page` is loading, once: the page after the last one loaded, or the first.
    case loading(page: Int)
    /// Page `page` is loading, and each page answered asks for the next until the feed ends:
    /// ``Action/loadRemainingPages`` for pages that can only be asked for one after another.
    case loadingInTurn(page: Int)
    /// The pages after the last one loaded are asked for several at a time, for
    /// ``Action/loadRemainingPages``.
    case loadingRemaining(RemainingPages)
    /// The pages stored from page `page` on are being read, for
    /// ``Action/appendStoredPages``.
    case appendingStoredPages(page: Int)
    /// The first page is loading again to replace the items shown, which stay until it comes.
    case replacing
    /// The pages loaded are asked for again: page `page` is the next whose answer updates the
    /// items in place, and `several` the pages after the first asked for several at a time,
    /// when they can be addressed without the one before.
    case revalidating(page: Int, several: RemainingPages?)
  }
}
