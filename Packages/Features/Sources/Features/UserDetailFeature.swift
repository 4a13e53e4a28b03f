import Dependencies
import Models
import NetworkClient

/// A user's detail: loads the user, their albums and their to-dos, and can retry after a
/// failure.
///
/// The state starts as `.loading`, since the screen has nothing to show before its first
/// ``Action/load``; there is no idle state.
public struct UserDetailFeature: Reducer {
  /// What the detail screen shows.
  public struct State: Sendable, Hashable {
    /// The user to show.
    public var userID: User.ID
    /// The user with their albums and to-dos.
    public var detail: Loadable<UserDetail>

    /// Creates a state for `userID`, by default waiting for the first load.
    public init(userID: User.ID, detail: Loadable<UserDetail> = .loading) {
      self.userID = userID
      self.detail = detail
    }
  }

  /// What can happen to the detail screen.
  public enum Action: Sendable, Hashable {
    /// Requests the user. A request still in flight is cancelled and its response dropped.
    case load
    /// Requests the user again after a failure; the same as ``load``.
    case retry
    /// The outcome of a request.
    case detailResponse(Result<UserDetail, LoadFailure>)
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

  /// Applies `action`: a load or retry shows `.loading` and requests the user of
  /// ``State/userID``; a response shows the detail or the failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load, .retry:
      state.detail = .loading
      return .run { [client, userID = state.userID] send in
        do {
          let detail = try await client.userDetail(id: userID)
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
