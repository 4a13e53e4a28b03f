/// What a create or a replace sends, as JSON: `{"title", "author", "year"}`.
public struct BookDraft: Sendable, Hashable, Encodable {
  public var title: String
  public var author: String
  public var year: Int

  /// Creates a draft from its parts.
  public init(title: String, author: String, year: Int) {
    self.title = title
    self.author = author
    self.year = year
  }

  /// The draft of `book` as it is.
  public init(_ book: Book) {
    self.init(title: book.title, author: book.author, year: book.year)
  }
}
