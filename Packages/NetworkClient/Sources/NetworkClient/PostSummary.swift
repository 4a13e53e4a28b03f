import Models

/// A post joined to its author, as the posts list shows it.
///
/// The author is kept by reference: the summaries that ``NetworkClient/postSummaries(_:)``
/// joins share one copy of each author, however many posts they wrote.
public struct PostSummary: Sendable, Hashable, Identifiable {
  public var post: Post
  /// The author, or `nil` when the users list has no user with the post's `userId`.
  public var author: User? {
    get { authorStorage?.user }
    set { authorStorage = newValue.map(AuthorStorage.init) }
  }
  /// Where ``author`` is kept, shared between the summaries of one author's posts.
  private(set) var authorStorage: AuthorStorage?

  public init(post: Post, author: User?) {
    self.post = post
    authorStorage = author.map(AuthorStorage.init)
  }

  /// Creates a summary whose author is kept in `authorStorage`, which other summaries share.
  init(post: Post, authorStorage: AuthorStorage?) {
    self.post = post
    self.authorStorage = authorStorage
  }

  public var id: Post.ID { post.id }
}

/// One author, kept once for all the summaries of their posts.
final class AuthorStorage: Sendable, Hashable {
  let user: User

  init(_ user: User) {
    self.user = user
  }

  static func == (lhs: AuthorStorage, rhs: AuthorStorage) -> Bool {
    lhs === rhs || lhs.user == rhs.user
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(user)
  }
}
