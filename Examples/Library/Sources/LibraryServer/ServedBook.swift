/// A book as the server holds it; its id is in its URL, never in its body.
public struct ServedBook: Sendable, Hashable {
  /// The id in the book's URL, `/api/books/{id}`.
  public var id: Int
  /// The title.
  public var title: String
  /// The author's name.
  public var author: String
  /// The year it was published.
  public var year: Int
  /// The revision, from 0, that its `ETag` names as `"<version>"`; each change adds one.
  public var version: Int

  /// Creates a book from its parts, at its first revision by default.
  public init(id: Int, title: String, author: String, year: Int, version: Int = 0) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
    self.version = version
  }
}
