import Dependencies
import NetworkClient

/// The posts list: loads every post with its author, and can retry after a failure.
///
/// The state starts as `.loading`, since the screen has nothing to show before its first
/// ``Action/load``; there is no idle state.
public struct PostsListFeature: Reducer {
  /// What the posts list shows.
  public struct State: Sendable, Hashable {
    /// The posts with their authors, in the server's order; `loaded([])` when there are none.
    public var posts: Loadable<[PostSummary]>

    /// Creates a state, by default waiting for the first load.
    public init(posts: Loadable<[PostSummary]> = .loading) {
      self.posts = posts
    }
  }

  /// What can happen to the posts list.
  public enum Action: Sendable, Hashable {
    /// Requests the posts. A request still in flight is cancelled and its response dropped.
    case load
    /// Requests the posts again after a failure; the same as ``load``.
    case retry
    /// The outcome of a request.
    case postsResponse(Result<[PostSummary], LoadFailure>)
  }

  private enum CancelID {
    case load
  }

  private let client: NetworkClient

  /// Creates the feature, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.client = client
  }

  /// Applies `action`: a load or retry shows `.loading` and requests the posts; a response
  /// shows them or the failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load, .retry:
      state.posts = .loading
      return .run { [client] send in
        do {
          let summaries = try await client.postSummaries()
          await send(.postsResponse(.success(summaries)))
        } catch {
          await send(.postsResponse(.failure(LoadFailure(error))))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .postsResponse(.success(let summaries)):
      state.posts = .loaded(summaries)
      return .none

    case .postsResponse(.failure(let failure)):
      state.posts = .failed(failure)
      return .none
    }
  }
}
