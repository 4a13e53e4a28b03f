/// Every resource's table: the data a ``SampleAPI`` answers from.
struct SampleDatabase: Sendable {
  private let posts: SampleTable
  private let comments: SampleTable
  private let albums: SampleTable
  private let photos: SampleTable
  private let todos: SampleTable
  private let users: SampleTable

  /// Creates the tables for `dataset`.
  init(_ dataset: SampleDataset) {
    posts = SampleTable(dataset.posts)
    comments = SampleTable(dataset.comments)
    albums = SampleTable(dataset.albums)
    photos = SampleTable(dataset.photos)
    todos = SampleTable(dataset.todos)
    users = SampleTable(dataset.users)
  }

  /// The tables of ``SampleDataset/standard``, built once and shared by every instance serving it.
  static let standard = SampleDatabase(.standard)

  /// The table of `resource`.
  subscript(resource: SampleResource) -> SampleTable {
    switch resource {
    case .posts: posts
    case .comments: comments
    case .albums: albums
    case .photos: photos
    case .todos: todos
    case .users: users
    }
  }
}
