import Dependencies
import Models
import NetworkClient

/// Deleting a post or a user, after the person confirms.
///
/// ``Action/delete`` asks for confirmation (``Status/confirming``); ``Action/confirm`` sends the
/// request and ``Action/cancel`` gives up without one. A failed request can be sent again with
/// ``Action/retry``. A screen that needs no question, such as a command run with `--yes`, sends
/// ``Action/delete`` then ``Action/confirm``.
public struct DeleteFeature: Reducer {
  /// What can be deleted.
  public enum Target: Sendable, Hashable, CustomStringConvertible {
    /// A post.
    case post(Post.ID)
    /// A user.
    case user(User.ID)

    /// The target as a person reads it: `post 7`, `user 3`.
    public var description: String {
      switch self {
      case .post(let id): "post \(id)"
      case .user(let id): "user \(id)"
      }
    }
  }

  /// Where a deletion stands.
  public enum Status: Sendable, Hashable {
    /// Nothing asked yet.
    case idle
    /// Waiting for the person to confirm or cancel.
    case confirming
    /// The request is in flight.
    case deleting
    /// The server deleted the target.
    case deleted
    /// The person cancelled; nothing was sent.
    case cancelled
    /// The request failed.
    case failed(LoadFailure)
  }

  /// A deletion: what it deletes and where it stands.
  public struct State: Sendable, Hashable {
    /// What is deleted.
    public var target: Target
    /// Where the deletion stands.
    public var status: Status

    /// Creates a deletion of `target`, by default with nothing asked yet.
    public init(target: Target, status: Status = .idle) {
      self.target = target
      self.status = status
    }
  }

  /// What can happen to a deletion.
  public enum Action: Sendable, Hashable {
    /// Asks to delete the target: the deletion waits for confirmation.
    case delete
    /// Confirms the deletion: the request is sent.
    case confirm
    /// Cancels the deletion while it waits for confirmation.
    case cancel
    /// Sends the request again after a failure.
    case retry
    /// The outcome of the request.
    case deleteResponse(Result<Target, LoadFailure>)
  }

  private enum CancelID {
    case delete
  }

  private let client: NetworkClient

  /// Creates the feature, deleting through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.client = client
  }

  /// Applies `action`. Actions that do not fit where the deletion stands, such as a
  /// confirmation nobody asked for or a second one while the request is in flight, are ignored.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delete:
      guard state.status == .idle || state.status == .cancelled else { return .none }
      state.status = .confirming
      return .none

    case .confirm:
      guard state.status == .confirming else { return .none }
      return send(&state)

    case .cancel:
      guard state.status == .confirming else { return .none }
      state.status = .cancelled
      return .none

    case .retry:
      guard case .failed = state.status else { return .none }
      return send(&state)

    case .deleteResponse(.success):
      state.status = .deleted
      return .none

    case .deleteResponse(.failure(let failure)):
      state.status = .failed(failure)
      return .none
    }
  }

  private func send(_ state: inout State) -> Effect<Action> {
    state.status = .deleting
    return .run { [client, target = state.target] send in
      do {
        switch target {
        case .post(let id): try await client.deletePost(id)
        case .user(let id): try await client.deleteUser(id)
        }
        await send(.deleteResponse(.success(target)))
      } catch {
        await send(.deleteResponse(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.delete)
  }
}
