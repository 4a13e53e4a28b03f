import Dependencies

/// Every resource's table: the data a ``SampleAPI`` answers from.
///
/// A table is built, and its collection encoded, the first time a request needs it, so a
/// process that asks for posts never pays for encoding 5000 photos. The built tables are shared
/// by every copy of the database; a table that is written is held by the written copy alone, so
/// writes never reach ``standard`` or another instance.
struct SampleDatabase: Sendable {
  private let posts: LazyTable
  private let comments: LazyTable
  private let albums: LazyTable
  private let photos: LazyTable
  private let todos: LazyTable
  private let users: LazyTable
  private var writtenTables: [SampleResource: SampleTable] = [:]

  /// Creates the tables for `dataset`.
  init(_ dataset: SampleDataset) {
    posts = LazyTable { SampleTable(dataset.posts) }
    comments = LazyTable { SampleTable(dataset.comments) }
    albums = LazyTable { SampleTable(dataset.albums) }
    photos = LazyTable { SampleTable(dataset.photos) }
    todos = LazyTable { SampleTable(dataset.todos) }
    users = LazyTable { SampleTable(dataset.users) }
  }

  /// The tables of ``SampleDataset/standard``, built once and shared by every instance serving it.
  static let standard = SampleDatabase(.standard)

  /// The table of `resource`.
  subscript(resource: SampleResource) -> SampleTable {
    get {
      if let table = writtenTables[resource] { return table }
      return switch resource {
      case .posts: posts.table
      case .comments: comments.table
      case .albums: albums.table
      case .photos: photos.table
      case .todos: todos.table
      case .users: users.table
      }
    }
    set {
      writtenTables[resource] = newValue
    }
  }

  /// Changes the table of `resource` in place, without copying its records.
  @discardableResult
  mutating func modify<Result>(
    _ resource: SampleResource, _ change: (inout SampleTable) -> Result
  ) -> Result {
    var table = self[resource]
    writtenTables[resource] = nil
    let result = change(&table)
    writtenTables[resource] = table
    return result
  }
}

/// A table built on first use, once, however many threads ask for it at the same time.
private final class LazyTable: Sendable {
  private let make: @Sendable () -> SampleTable
  private let built = Locked<SampleTable?>(nil)

  init(_ make: @escaping @Sendable () -> SampleTable) {
    self.make = make
  }

  var table: SampleTable {
    built.withLock { table in
      if let table { return table }
      let made = make()
      table = made
      return made
    }
  }
}
