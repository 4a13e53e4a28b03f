import Models

/// The records a ``SampleAPI`` serves, one array per resource, each in the order it is listed.
public struct SampleDataset: Sendable, Hashable {
  /// The users, served at `/users`.
  public var users: [User]
  /// The posts, served at `/posts`.
  public var posts: [Post]
  /// The comments, served at `/comments`.
  public var comments: [Comment]
  /// The albums, served at `/albums`.
  public var albums: [Album]
  /// The photos, served at `/photos`.
  public var photos: [Photo]
  /// The to-dos, served at `/todos`.
  public var todos: [Todo]

  /// Creates a dataset; resources left out are served as empty lists.
  public init(
    users: [User] = [],
    posts: [Post] = [],
    comments: [Comment] = [],
    albums: [Album] = [],
    photos: [Photo] = [],
    todos: [Todo] = []
  ) {
    self.users = users
    self.posts = posts
    self.comments = comments
    self.albums = albums
    self.photos = photos
    self.todos = todos
  }
}
