import Models

extension NetworkClient {
  /// Fetches the posts and the users concurrently and joins each post to its author.
  ///
  /// Both requests are in flight at once, so the list costs one round trip, not two.
  public func postSummaries() async throws -> [PostSummary] {
    async let posts = self.posts()
    async let users = self.users()
    let authors = Dictionary(
      try await users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return try await posts.map { PostSummary(post: $0, author: authors[$0.userId]) }
  }

  /// Fetches a post and its comments concurrently, then the post's author.
  ///
  /// The author is requested as soon as the post has arrived, while the comments may still be in
  /// flight. A post whose author the server does not know has a `nil` ``PostDetail/author``.
  public func postDetail(id: Post.ID) async throws -> PostDetail {
    async let comments = self.comments(id)
    let post = try await self.post(id)
    let author: User?
    do {
      author = try await self.user(post.userId)
    } catch NetworkError.notFound {
      author = nil
    }
    return PostDetail(post: post, author: author, comments: try await comments)
  }
}
