import Models

/// The records a ``SampleAPI`` serves, one array per resource, each in the order it is listed.
public struct SampleDataset: Sendable, Hashable {
  public var users: [User]
  public var posts: [Post]
  public var comments: [Comment]
  public var albums: [Album]
  public var photos: [Photo]
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
