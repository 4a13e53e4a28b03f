import Dependencies
import Features
import Models
import NetworkClient

/// Deleting a post or a user through the network client, after the person confirms.
public typealias DeleteFeature = DeletionFeature<DeleteTarget>

public enum DeleteTarget: Sendable, Hashable, CustomStringConvertible {
  case post(Post.ID)
  case user(User.ID)

  /// The target as a person reads it: `post 7`, `user 3`.
  public var description: String {
    switch self {
    case .post(let id): "post \(id)"
    case .user(let id): "user \(id)"
    }
  }
}

extension DeletionFeature where Target == DeleteTarget {
  /// Creates the feature, deleting through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`. With an
  /// `undoWindow`, a confirmed deletion is sent once that long has passed on `clock`.
  public init(
    client: NetworkClient = Dependency(\.networkClient).wrappedValue,
    undoWindow: Duration? = nil,
    clock: any Clock<Duration> = Dependency(\.clock).wrappedValue
  ) {
    self.init(undoWindow: undoWindow, clock: clock) { target in
      switch target {
      case .post(let id): try await client.deletePost(id)
      case .user(let id): try await client.deleteUser(id)
      }
    }
  }
}
