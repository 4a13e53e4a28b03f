/// A collection the API serves at the top level, such as `/posts`.
enum SampleResource: String, CaseIterable, Sendable {
  case posts
  case comments
  case albums
  case photos
  case todos
  case users

  /// The collections reachable as `/{self}/{id}/{child}`, JSONPlaceholder's relations.
  var children: [SampleResource] {
    switch self {
    case .posts: [.comments]
    case .albums: [.photos]
    case .users: [.posts, .albums, .todos]
    case .comments, .photos, .todos: []
    }
  }

  /// The field with which a child record names its parent of this kind: `postId` for posts.
  var foreignKey: String {
    "\(rawValue.dropLast())Id"
  }
}
