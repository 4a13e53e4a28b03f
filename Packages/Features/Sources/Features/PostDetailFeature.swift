import Dependencies
import Models
import NetworkClient

/// A post's detail: loads the post, its author and its comments, and can retry after a failure.
///
/// The state starts as `.loading`, since the screen has nothing to show before its first
/// ``Action/load``; there is no idle state.
public struct PostDetailFeature: Reducer {
  /// What the detail screen shows.
  public struct State: Sendable, Hashable {
    /// The post to show.
    public var postID: Post.ID
    /// The post with its author and comments.
    public var detail: Loadable<PostDetail>

    /// Creates a state for `postID`, by default waiting for the first load.
    public init(postID: Post.ID, detail: Loadable<PostDetail> = .loading) {
      self.postID = postID
      self.detail = detail
    }
  }

  /// What can happen to the detail screen.
  public enum Action: Sendable, Hashable {
    /// Requests the post. A request still in flight is cancelled and its response dropped.
    case load
    /// Requests the post again after a failure; the same as ``load``.
    case retry
    /// The outcome of a request.
    case detailResponse(Result<PostDetail, LoadFailure>)
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

  /// Applies `action`: a load or retry shows `.loading` and requests the post of
  /// ``State/postID``; a response shows the detail or the failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load, .retry:
      state.detail = .loading
      return .run { [client, postID = state.postID] send in
        do {
          let detail = try await client.postDetail(id: postID)
          await send(.detailResponse(.success(detail)))
        } catch {
          await send(.detailResponse(.failure(LoadFailure(error))))
        }
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .detailResponse(.success(let detail)):
      state.detail = .loaded(detail)
      return .none

    case .detailResponse(.failure(let failure)):
      state.detail = .failed(failure)
      return .none
    }
  }
}
