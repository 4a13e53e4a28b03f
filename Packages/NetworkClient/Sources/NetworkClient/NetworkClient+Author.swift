import Models

extension NetworkClient {
  /// The author of `post`, fetched with `user`, or `nil` when the server has no user with the
  /// post's `userId` (it answers `NetworkError.notFound(resource:id:)`).
  public static func author(
    of post: Post, from user: @Sendable (User.ID) async throws -> User
  ) async throws -> User? {
    do {
      return try await user(post.userId)
    } catch NetworkError.notFound {
      return nil
    }
  }
}
