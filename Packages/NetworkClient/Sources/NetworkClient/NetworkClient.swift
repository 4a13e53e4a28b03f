import Models

/// The API's endpoints, as a value of closures.
///
/// This is the interface: it names what can be asked of the API and nothing about how.
/// The `NetworkClientLive` module's `live(session:decoder:baseURL:userAgent:policy:cache:)` talks HTTP
/// through an injected `URLSession`; tests and previews build their own with the closures they
/// need:
///
/// ```swift
/// let client = NetworkClient.unimplemented.with {
///   $0.posts = { _ in Page(items: [Post(userId: 1, id: 1, title: "Hi", body: "…")]) }
/// }
/// ```
///
/// The live endpoints throw `NetworkError`; other values may throw anything.
public struct NetworkClient: Sendable {
  /// Fetches a page of posts (`GET /posts`, or `GET /users/{id}/posts`).
  public var posts: @Sendable (PostQuery) async throws -> Page<Post>
  /// Fetches one post (`GET /posts/{id}`).
  public var post: @Sendable (Post.ID) async throws -> Post
  /// Fetches one post with its author, the author `nil` when the post's `userId` names no user:
  /// `GET /posts/{id}?_expand=user` where the server expands it, else also
  /// `GET /users/{userId}`.
  ///
  /// Unless set, it is ``post`` and then ``user``, whatever they are at the time.
  public var postWithAuthor: @Sendable (Post.ID) async throws -> PostSummary {
    get {
      customPostWithAuthor ?? { [post, user] id in
        let post = try await post(id)
        return PostSummary(post: post, author: try await Self.author(of: post, from: user))
      }
    }
    set { customPostWithAuthor = newValue }
  }

  /// The endpoint ``postWithAuthor`` was given, if any.
  private var customPostWithAuthor: (@Sendable (Post.ID) async throws -> PostSummary)?
  /// Fetches a page of users (`GET /users`).
  public var users: @Sendable (UserQuery) async throws -> Page<User>
  /// Fetches one user (`GET /users/{id}`).
  public var user: @Sendable (User.ID) async throws -> User
  /// Fetches a page of comments (`GET /comments`, or `GET /posts/{id}/comments`).
  public var comments: @Sendable (CommentQuery) async throws -> Page<Comment>
  /// Fetches a page of albums (`GET /albums`, or `GET /users/{id}/albums`).
  public var albums: @Sendable (AlbumQuery) async throws -> Page<Album>
  /// Fetches one album (`GET /albums/{id}`).
  public var album: @Sendable (Album.ID) async throws -> Album
  /// Fetches a page of photos (`GET /photos`, or `GET /albums/{id}/photos`).
  public var photos: @Sendable (PhotoQuery) async throws -> Page<Photo>
  /// Fetches one photo (`GET /photos/{id}`).
  public var photo: @Sendable (Photo.ID) async throws -> Photo
  /// Fetches a page of to-dos (`GET /todos`, or `GET /users/{id}/todos`).
  public var todos: @Sendable (TodoQuery) async throws -> Page<Todo>
  /// Creates a post (`POST /posts`) and returns it as the server stored it.
  public var createPost: @Sendable (PostDraft) async throws -> Post
  /// Changes a post (`PATCH /posts/{id}`) and returns it as the server stored it.
  public var updatePost: @Sendable (Post.ID, PostChanges) async throws -> Post
  /// Deletes a post (`DELETE /posts/{id}`).
  public var deletePost: @Sendable (Post.ID) async throws -> Void
  /// Creates a user (`POST /users`) and returns it as the server stored it.
  public var createUser: @Sendable (UserDraft) async throws -> User
  /// Changes a user (`PATCH /users/{id}`) and returns it as the server stored it.
  public var updateUser: @Sendable (User.ID, UserChanges) async throws -> User
  /// Deletes a user (`DELETE /users/{id}`).
  public var deleteUser: @Sendable (User.ID) async throws -> Void
  /// Changes a to-do (`PATCH /todos/{id}`) and returns it as the server stored it.
  public var updateTodo: @Sendable (Todo.ID, TodoChanges) async throws -> Todo

  /// Without `postWithAuthor`, a post's author is fetched with `post` and then `user`.
  public init(
    posts: @escaping @Sendable (PostQuery) async throws -> Page<Post>,
    post: @escaping @Sendable (Post.ID) async throws -> Post,
    postWithAuthor: (@Sendable (Post.ID) async throws -> PostSummary)? = nil,
    users: @escaping @Sendable (UserQuery) async throws -> Page<User>,
    user: @escaping @Sendable (User.ID) async throws -> User,
    comments: @escaping @Sendable (CommentQuery) async throws -> Page<Comment>,
    albums: @escaping @Sendable (AlbumQuery) async throws -> Page<Album>,
    album: @escaping @Sendable (Album.ID) async throws -> Album,
    photos: @escaping @Sendable (PhotoQuery) async throws -> Page<Photo>,
    photo: @escaping @Sendable (Photo.ID) async throws -> Photo,
    todos: @escaping @Sendable (TodoQuery) async throws -> Page<Todo>,
    createPost: @escaping @Sendable (PostDraft) async throws -> Post,
    updatePost: @escaping @Sendable (Post.ID, PostChanges) async throws -> Post,
    deletePost: @escaping @Sendable (Post.ID) async throws -> Void,
    createUser: @escaping @Sendable (UserDraft) async throws -> User,
    updateUser: @escaping @Sendable (User.ID, UserChanges) async throws -> User,
    deleteUser: @escaping @Sendable (User.ID) async throws -> Void,
    updateTodo: @escaping @Sendable (Todo.ID, TodoChanges) async throws -> Todo
  ) {
    self.posts = posts
    self.post = post
    self.customPostWithAuthor = postWithAuthor
    self.users = users
    self.user = user
    self.comments = comments
    self.albums = albums
    self.album = album
    self.photos = photos
    self.photo = photo
    self.todos = todos
    self.createPost = createPost
    self.updatePost = updatePost
    self.deletePost = deletePost
    self.createUser = createUser
    self.updateUser = updateUser
    self.deleteUser = deleteUser
    self.updateTodo = updateTodo
  }

  /// Returns a copy with some endpoints replaced.
  public func with(_ update: (inout NetworkClient) -> Void) -> NetworkClient {
    var copy = self
    update(&copy)
    return copy
  }
}
