import Dependencies
import Models

extension NetworkClient {
  /// A client whose every endpoint throws ``UnimplementedDependencyError`` naming the endpoint:
  /// the test value, and the starting point for a test's own client (see ``with(_:)``).
  public static let unimplemented = NetworkClient(
    posts: { throw unimplementedEndpoint("posts") },
    post: { id in throw unimplementedEndpoint("post(\(id))") },
    users: { throw unimplementedEndpoint("users") },
    user: { id in throw unimplementedEndpoint("user(\(id))") },
    comments: { id in throw unimplementedEndpoint("comments(\(id))") }
  )
}

private func unimplementedEndpoint(_ endpoint: String) -> UnimplementedDependencyError {
  UnimplementedDependencyError(
    dependency: "networkClient",
    detail: "the endpoint \(endpoint) was called but the test did not override it"
  )
}
