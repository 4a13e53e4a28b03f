import Dependencies
import JSONCoding
import Synchronization

/// The data an API answers from: named collections, each a table of records (a plural
/// resource such as `/posts`) or one object (a singular resource such as `/profile`), in the
/// order of the document they came from.
///
/// The tables of a ``SampleDataset`` are built, and their collections encoded, the first time a
/// request needs them, so a process that asks for posts never pays for encoding 5000 photos. The
/// built tables are shared by every copy of the database; a collection that is written is held
/// by the written copy alone, so writes never reach ``standard`` or another instance.
struct Database: Sendable {
  enum Collection: Sendable {
    case plural(DatabaseTable)
    case singular(JSONValue)
  }

  /// The names of the collections, in order.
  private(set) var names: [String]
  /// How many times a collection was set or changed, so that a write that changes the data
  /// while it answers an error (a `DELETE` of no record that removes orphans) is kept.
  private(set) var changeCount = 0
  private let lazyTables: [String: LazyTable]
  private var writtenCollections: [String: Collection] = [:]

  init(_ dataset: SampleDataset) {
    self.init(tables: [
      (.posts, { DatabaseTable(dataset.posts) }),
      (.comments, { DatabaseTable(dataset.comments) }),
      (.albums, { DatabaseTable(dataset.albums) }),
      (.photos, { DatabaseTable(dataset.photos) }),
      (.todos, { DatabaseTable(dataset.todos) }),
      (.users, { DatabaseTable(dataset.users) }),
    ])
  }

  /// A database of the sample resources in `tables`, in order, each table made by its closure
  /// the first time a request needs it.
  private init(tables: [(SampleResource, @Sendable () -> DatabaseTable)]) {
    names = tables.map(\.0.rawValue)
    lazyTables = Dictionary(uniqueKeysWithValues: tables.map { ($0.0.rawValue, LazyTable($0.1)) })
  }

  /// Creates a database of `collections`, in order; a name given twice keeps its last value.
  init(collections: [(name: String, collection: Collection)]) {
    names = []
    lazyTables = [:]
    for (name, collection) in collections {
      if writtenCollections[name] == nil { names.append(name) }
      writtenCollections[name] = collection
    }
  }

  /// The tables of ``SampleDataset/standard``, built once and shared by every instance serving
  /// it; each is made from its own resource's records, so that asking for the posts makes no
  /// photo.
  static let standard = Database(tables: [
    (.posts, { DatabaseTable(SampleDataset.standardPosts) }),
    (.comments, { DatabaseTable(SampleDataset.standardComments) }),
    (.albums, { DatabaseTable(SampleDataset.standardAlbums) }),
    (.photos, { DatabaseTable(SampleDataset.standardPhotos) }),
    (.todos, { DatabaseTable(SampleDataset.standardTodos) }),
    (.users, { DatabaseTable(SampleDataset.standardUsers) }),
  ])

  func collection(named name: String) -> Collection? {
    if let collection = writtenCollections[name] { return collection }
    return lazyTables[name].map { .plural($0.table) }
  }

  /// The name of the collection `name` names, as Express matches routes: the collection of that
  /// name, or else the first whose name differs only in letter case.
  func name(matching name: String) -> String? {
    if collection(named: name) != nil { return name }
    let lowercased = name.lowercased()
    return names.first { $0.lowercased() == lowercased }
  }

  /// The table named `name`, if there is one and it is plural.
  func table(named name: String) -> DatabaseTable? {
    guard case .plural(let table)? = collection(named: name) else { return nil }
    return table
  }

  /// The table of `resource`; empty when the database has none.
  subscript(resource: SampleResource) -> DatabaseTable {
    get { table(named: resource.rawValue) ?? DatabaseTable(records: []) }
    set { set(.plural(newValue), named: resource.rawValue) }
  }

  /// Sets the collection named `name`, adding it at the end when it is new.
  mutating func set(_ collection: Collection, named name: String) {
    if !names.contains(name) { names.append(name) }
    writtenCollections[name] = collection
    changeCount += 1
  }

  /// Changes the table of `resource` in place, without copying its records.
  @discardableResult
  mutating func modify<Result>(
    _ resource: SampleResource, _ change: (inout DatabaseTable) -> Result
  ) -> Result {
    modifyTable(named: resource.rawValue) { change(&$0) } ?? change(&self[resource])
  }

  /// Changes the table named `name` in place, without copying its records; `nil`, and no change,
  /// when there is no such table.
  @discardableResult
  mutating func modifyTable<Result>(
    named name: String, _ change: (inout DatabaseTable) -> Result
  ) -> Result? {
    guard var table = table(named: name) else { return nil }
    writtenCollections[name] = nil
    let result = change(&table)
    writtenCollections[name] = .plural(table)
    changeCount += 1
    return result
  }

  /// The whole database as one JSON object, collections in order: what `GET /db` answers and
  /// what a database file holds.
  var document: JSONValue {
    .object(
      JSONObject(
        names.compactMap { name -> (String, JSONValue)? in
          switch collection(named: name) {
          case .plural(let table)?: (name, .array(table.records))
          case .singular(let object)?: (name, object)
          case nil: nil
          }
        }))
  }
}

/// A table built on first use, once, however many threads ask for it at the same time.
private final class LazyTable: Sendable {
  private let make: @Sendable () -> DatabaseTable
  private let built = Mutex<DatabaseTable?>(nil)

  init(_ make: @escaping @Sendable () -> DatabaseTable) {
    self.make = make
  }

  var table: DatabaseTable {
    built.withLock { table in
      if let table { return table }
      let made = make()
      table = made
      return made
    }
  }
}
