import Models

/// Which posts to fetch: `GET /posts`, or `GET /users/{id}/posts` for one author.
public struct PostQuery: Sendable, Hashable {
  /// Only the posts of this author.
  public var userID: User.ID?
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every post.
  public init(userID: User.ID? = nil, list: RecordQuery = RecordQuery()) {
    self.userID = userID
    self.list = list
  }
}

/// Which users to fetch: `GET /users`.
public struct UserQuery: Sendable, Hashable {
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every user.
  public init(list: RecordQuery = RecordQuery()) {
    self.list = list
  }
}

/// Which comments to fetch: `GET /comments`, or `GET /posts/{id}/comments` for one post.
public struct CommentQuery: Sendable, Hashable {
  /// Only the comments on this post.
  public var postID: Post.ID?
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every comment.
  public init(postID: Post.ID? = nil, list: RecordQuery = RecordQuery()) {
    self.postID = postID
    self.list = list
  }
}

/// Which albums to fetch: `GET /albums`, or `GET /users/{id}/albums` for one owner.
public struct AlbumQuery: Sendable, Hashable {
  /// Only the albums of this owner.
  public var userID: User.ID?
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every album.
  public init(userID: User.ID? = nil, list: RecordQuery = RecordQuery()) {
    self.userID = userID
    self.list = list
  }
}

/// Which photos to fetch: `GET /photos`, or `GET /albums/{id}/photos` for one album.
public struct PhotoQuery: Sendable, Hashable {
  /// Only the photos in this album.
  public var albumID: Album.ID?
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every photo.
  public init(albumID: Album.ID? = nil, list: RecordQuery = RecordQuery()) {
    self.albumID = albumID
    self.list = list
  }
}

/// Which to-dos to fetch: `GET /todos`, or `GET /users/{id}/todos` for one owner, optionally only
/// the done or the pending ones (`?completed=true|false`).
public struct TodoQuery: Sendable, Hashable {
  /// Only the to-dos of this owner.
  public var userID: User.ID?
  /// Only the done (`true`) or the pending (`false`) to-dos; `nil` for both.
  public var completed: Bool?
  /// The page, the order, and any other parameters to send.
  public var list: RecordQuery

  /// Creates a query; the defaults ask for every to-do.
  public init(userID: User.ID? = nil, completed: Bool? = nil, list: RecordQuery = RecordQuery()) {
    self.userID = userID
    self.completed = completed
    self.list = list
  }
}
