import Models

/// The API's endpoints, as a value of closures.
///
/// This is the interface: it names what can be asked of the API and nothing about how.
/// ``live(session:decoder:baseURL:userAgent:)`` talks HTTP through the injected `URLSession`;
/// tests and previews build their own with the closures they need:
///
/// ```swift
/// let client = NetworkClient.unimplemented.with {
///   $0.posts = { [Post(userId: 1, id: 1, title: "Hi", body: "…")] }
/// }
/// ```
///
/// The live endpoints throw ``NetworkError``; other values may throw anything.
public struct NetworkClient: Sendable {
  /// Fetches every post (`GET /posts`).
  public var posts: @Sendable () async throws -> [Post]
  /// Fetches one post (`GET /posts/{id}`).
  public var post: @Sendable (Post.ID) async throws -> Post
  /// Fetches every user (`GET /users`).
  public var users: @Sendable () async throws -> [User]
  /// Fetches one user (`GET /users/{id}`).
  public var user: @Sendable (User.ID) async throws -> User
  /// Fetches the comments on a post (`GET /posts/{id}/comments`).
  public var comments: @Sendable (Post.ID) async throws -> [Comment]

  /// Creates a client from its endpoints.
  public init(
    posts: @escaping @Sendable () async throws -> [Post],
    post: @escaping @Sendable (Post.ID) async throws -> Post,
    users: @escaping @Sendable () async throws -> [User],
    user: @escaping @Sendable (User.ID) async throws -> User,
    comments: @escaping @Sendable (Post.ID) async throws -> [Comment]
  ) {
    self.posts = posts
    self.post = post
    self.users = users
    self.user = user
    self.comments = comments
  }

  /// Returns a copy with some endpoints replaced.
  public func with(_ update: (inout NetworkClient) -> Void) -> NetworkClient {
    var copy = self
    update(&copy)
    return copy
  }
}
