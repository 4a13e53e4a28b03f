@testable import Browse
@testable import BrowseKit

/// A library's API for the record screen's tests, whose records name each other: an author
/// names their book, the book its author.
enum Library {
  static let authors = BrowsedResource(name: "authors")
  static let books = BrowsedResource(name: "books")
  static let catalog = ResourceCatalog(resources: [authors, books])

  static let author = Shop.key(authors, "1")
  static let book = Shop.key(books, "2")

  /// The library's server: Ursula K. Le Guin, author 1, and her book 2.
  static func server() -> RecordServer {
    RecordServer([
      "authors/1": #"{"id": 1, "name": "Ursula K. Le Guin", "bookId": 2}"#,
      "books/2": #"{"id": 2, "title": "The Dispossessed", "authorId": 1}"#,
    ])
  }
}
