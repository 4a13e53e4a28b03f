import Models

extension NetworkClient {
  /// Fetches a page of posts and all the users concurrently, and joins each post to its author,
  /// the posts of one author sharing one copy of it.
  ///
  /// Both requests are in flight at once, so the list costs one round trip, not two. The users
  /// are asked for with a default ``UserQuery``, whatever `query` pages or filters, and with the
  /// posts' `ReadFreshness.current`: a client that stores answers checks stored users
  /// as it checks the posts (those the server marked `no-cache` before each use, so that a
  /// renamed author shows), in the same round trip, and under
  /// `ReadFreshness.storedIfAvailable` names the authors from them without asking. When a
  /// post's author is not among them, the users are asked for once more with
  /// `ReadFreshness.revalidated`, in case they were stored before that author existed (not
  /// under `ReadFreshness.storedOnly`, which never asks). A post whose author is still not
  /// among the users (or could not be read) has a `nil` ``PostSummary/author``; the page's
  /// `Page.skipped` reports the posts and the users left out.
  public func postSummaries(_ query: PostQuery = PostQuery()) async throws -> Page<PostSummary> {
    async let posts = self.posts(query)
    async let users = self.users(UserQuery())
    var userPage = try await users
    let postPage = try await posts
    let known = Set(userPage.items.map(\.id))
    if ReadFreshness.current != .storedOnly,
      postPage.items.contains(where: { !known.contains($0.userId) })
    {
      userPage = try await ReadFreshness.$current.withValue(.revalidated) {
        try await self.users(UserQuery())
      }
    }
    let authors = Dictionary(
      userPage.items.map { ($0.id, AuthorStorage($0)) }, uniquingKeysWith: { first, _ in first })
    var summaries = postPage.map { PostSummary(post: $0, authorStorage: authors[$0.userId]) }
    summaries.skipped += userPage.skipped
    return summaries
  }

  /// Fetches a post with its author (``postWithAuthor``) and its comments concurrently.
  ///
  /// A server that expands the author into the post answers both in one round trip. A post
  /// whose author the server does not know has a `nil` ``PostDetail/author``; so does a post
  /// whose author the server sent but the app cannot read (`NetworkError.undecodable` for the
  /// user), which ``PostDetail/skipped`` then reports, as a list reports the records it left
  /// out, and the post is read again alone.
  public func postDetail(id: Post.ID) async throws -> PostDetail {
    async let comments = self.comments(CommentQuery(postID: id))
    var skipped: [SkippedItems] = []
    let summary: PostSummary
    do {
      summary = try await postWithAuthor(id)
    } catch NetworkError.undecodable(let resource, let codingPath, let reason)
      where resource == "user"
    {
      summary = PostSummary(post: try await post(id), author: nil)
      let problem = codingPath.isEmpty ? reason : "\(codingPath): \(reason)"
      skipped.append(SkippedItems(resource: "users", count: 1, total: 1, firstProblem: problem))
    }
    let page = try await comments
    return PostDetail(
      post: summary.post, author: summary.author, comments: page.items,
      skipped: skipped + page.skipped)
  }

  /// Fetches a user, the user's albums and the user's to-dos, all three concurrently.
  ///
  /// The three requests are in flight at once, so the detail costs one round trip. A missing
  /// user throws `NetworkError.notFound(resource:id:)` for the user, whatever the albums and
  /// to-dos requests answer.
  public func userDetail(id: User.ID) async throws -> UserDetail {
    async let albums = self.albums(AlbumQuery(userID: id))
    async let todos = self.todos(TodoQuery(userID: id))
    let user = try await self.user(id)
    let (albumPage, todoPage) = try await (albums, todos)
    return UserDetail(
      user: user, albums: albumPage.items, todos: todoPage.items,
      skipped: albumPage.skipped + todoPage.skipped)
  }
}
