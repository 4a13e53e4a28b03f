import Features
import HTTPClient

/// The endless list of producers with a search by name on what is loaded.
///
/// The list is `FeedFeature`: ``Action/feed(_:)`` with `.loadNextPage` asks for the next page
/// as the person nears the end, until a page says it is the last: an empty one, or one shorter
/// than a full page, which the catalogue sends only as its last. The search keeps the producers loaded whose
/// name contains the text, ignoring case and accents, and asks the server nothing;
/// ``Action/clearSearch`` shows every producer again.
public struct ProducersListFeature: Reducer {
  /// The feed underneath.
  public typealias Feed = FeedFeature<Producer>

  /// What the list shows.
  public struct State: Sendable, Hashable {
    /// The producers loaded, page after page.
    public var feed: Feed.State
    /// The name to look for; empty for every producer.
    public var search = SearchText("")

    /// Creates an empty list that asks for `pageSize` producers at a time.
    public init(pageSize: Int = 20) {
      feed = Feed.State(pageSize: pageSize)
    }

    /// The producers to show: every one loaded, or those whose name matches the search.
    public var visibleProducers: [Producer] {
      guard !search.isEmpty else { return feed.items }
      return feed.items.filter { search.matches([$0.name]) }
    }
  }

  /// What can happen to the list.
  public enum Action: Sendable, Hashable {
    /// Something for the feed: the next page, a refresh, an answer.
    case feed(Feed.Action)
    /// Replaces the search text.
    case searchTextChanged(String)
    /// Empties the search, showing every producer loaded.
    case clearSearch
  }

  private let feed: Feed

  /// Creates the list, loading each page through `client`, within the feed's
  /// `ReadFreshness.current`.
  public init(client: ResourceClient<Producer, Never>) {
    feed = Feed(client: client)
  }

  /// Applies `action`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .feed(let action):
      return feed.reduce(into: &state.feed, action: action).map { .feed($0) }
    case .searchTextChanged(let text):
      state.search = SearchText(text)
      return .none
    case .clearSearch:
      state.search = SearchText("")
      return .none
    }
  }
}
