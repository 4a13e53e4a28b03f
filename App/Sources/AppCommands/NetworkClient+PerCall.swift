import NetworkClient
import NetworkClientLive

extension NetworkClient {
  /// A client that builds a new client with `make` for each call and forwards the call to it,
  /// so that each request gets what `make` gives afresh, such as its own deadline.
  static func perCall(_ make: @escaping @Sendable () -> NetworkClient) -> NetworkClient {
    NetworkClient(
      posts: { try await make().posts($0) },
      post: { try await make().post($0) },
      postWithAuthor: { try await make().postWithAuthor($0) },
      users: { try await make().users($0) },
      user: { try await make().user($0) },
      comments: { try await make().comments($0) },
      albums: { try await make().albums($0) },
      album: { try await make().album($0) },
      photos: { try await make().photos($0) },
      todos: { try await make().todos($0) },
      createPost: { try await make().createPost($0) },
      updatePost: { try await make().updatePost($0, $1) },
      deletePost: { try await make().deletePost($0) },
      createUser: { try await make().createUser($0) },
      updateUser: { try await make().updateUser($0, $1) },
      deleteUser: { try await make().deleteUser($0) }
    )
  }
}
