import HTTPClient

/// A list screen's logic for any resource: loads one page of items for a query, loads again when
/// the query changes (another page, another filter), and can retry after a failure.
///
/// A screen passes the fetch of its client, and ``SearchableListFeature`` embeds it. A test
/// passes a fetch that answers from memory:
///
/// ```swift
/// struct Note: Sendable, Hashable {
///   var title: String
/// }
///
/// let feature = ListFeature<String, Note>(fetch: { tag in
///   Page(items: [Note(title: "Harbour")], totalCount: 1)
/// })
/// ```
///
/// The state starts as `.loading`, since the screen has nothing to show before its first
/// ``Action/load``; there is no idle state. ``Action/revalidate`` asks again while the page
/// stays shown, for a refresh that should not blank the screen.
public struct ListFeature<Query: Sendable & Hashable, Item: Sendable & Hashable>: Reducer {
  public struct State: Sendable, Hashable {
    public var query: Query
    /// The page the server answered, in its order; an empty page when there are no items, or
    /// when the requested page is past the end.
    public var page: Loadable<Page<Item>>

    public init(query: Query, page: Loadable<Page<Item>> = .loading) {
      self.query = query
      self.page = page
    }
  }

  public enum Action: Sendable, Hashable {
    /// Requests the page of ``State/query``. A request still in flight is cancelled and its
    /// response dropped.
    case load
    /// Requests the page again after a failure; the same as ``load``.
    case retry
    /// Requests the page of ``State/query`` again and keeps what the state shows (the page, or
    /// a failure) until the answer comes: a changed page replaces it, an unchanged one leaves
    /// the state as it is, and a failure is shown as a load's.
    case revalidate
    /// Replaces the query, such as to turn the page or change a filter, and requests its page.
    case queryChanged(Query)
    case pageResponse(Result<Page<Item>, LoadFailure>)
  }

  private enum CancelID {
    case load
  }

  private let fetch: @Sendable (Query) async throws -> Page<Item>

  public init(fetch: @escaping @Sendable (Query) async throws -> Page<Item>) {
    self.fetch = fetch
  }

  /// Applies `action`: a load, retry or new query shows `.loading` and requests the page; a
  /// revalidation requests it with the page still shown; a response shows it or the failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return load(&state)

    case .load, .retry:
      return load(&state)

    case .revalidate:
      return request(state.query)

    case .pageResponse(.success(let page)):
      state.page = .loaded(page)
      return .none

    case .pageResponse(.failure(let failure)):
      state.page = .failed(failure)
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.page = .loading
    return request(state.query)
  }

  /// Requests the page of `query`; a request still in flight is cancelled.
  private func request(_ query: Query) -> Effect<Action> {
    .run { [fetch] send in
      do {
        let page = try await fetch(query)
        await send(.pageResponse(.success(page)))
      } catch {
        await send(.pageResponse(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
