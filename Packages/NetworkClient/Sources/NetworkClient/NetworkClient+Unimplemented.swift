import Dependencies
import Models

extension NetworkClient {
  /// A client whose every endpoint throws `UnimplementedDependencyError` naming the endpoint:
  /// the test value, and the starting point for a test's own client (see ``with(_:)``).
  public static let unimplemented = NetworkClient(
    posts: { _ in throw unimplementedEndpoint("posts") },
    post: { id in throw unimplementedEndpoint("post(\(id))") },
    users: { _ in throw unimplementedEndpoint("users") },
    user: { id in throw unimplementedEndpoint("user(\(id))") },
    comments: { _ in throw unimplementedEndpoint("comments") },
    albums: { _ in throw unimplementedEndpoint("albums") },
    album: { id in throw unimplementedEndpoint("album(\(id))") },
    photos: { _ in throw unimplementedEndpoint("photos") },
    photo: { id in throw unimplementedEndpoint("photo(\(id))") },
    todos: { _ in throw unimplementedEndpoint("todos") },
    createPost: { _ in throw unimplementedEndpoint("createPost") },
    updatePost: { id, _ in throw unimplementedEndpoint("updatePost(\(id))") },
    deletePost: { id in throw unimplementedEndpoint("deletePost(\(id))") },
    createUser: { _ in throw unimplementedEndpoint("createUser") },
    updateUser: { id, _ in throw unimplementedEndpoint("updateUser(\(id))") },
    deleteUser: { id in throw unimplementedEndpoint("deleteUser(\(id))") },
    updateTodo: { id, _ in throw unimplementedEndpoint("updateTodo(\(id))") }
  )
}

private func unimplementedEndpoint(_ endpoint: String) -> UnimplementedDependencyError {
  UnimplementedDependencyError(
    dependency: "networkClient",
    detail: "the endpoint \(endpoint) was called but the test did not override it"
  )
}
