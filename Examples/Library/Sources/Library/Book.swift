/// A book as the library's API answers it:
/// `{"title": "Moby-Dick", "author": "Herman Melville", "year": 1851,
/// "_links": {"self": {"href": "http://host/api/books/1"}}}`. The API leaves the id out of the
/// body, as Spring Data REST does: a book is identified by its own link.
public struct Book: Sendable, Hashable, Identifiable {
  /// The book's own link, `_links.self.href`, where it is read, replaced and deleted.
  public var id: String
  public var title: String
  public var author: String
  /// The year it was first published.
  public var year: Int

  /// Creates a book from its parts.
  public init(id: String, title: String, author: String, year: Int) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
  }
}

extension Book: Decodable {
  private enum CodingKeys: String, CodingKey {
    case title, author, year
    case links = "_links"
  }

  private struct Links: Decodable {
    struct Link: Decodable {
      var href: String
    }

    var `self`: Link
  }

  /// Reads a book, its id from its self link.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Links.self, forKey: .links).`self`.href,
      title: try container.decode(String.self, forKey: .title),
      author: try container.decode(String.self, forKey: .author),
      year: try container.decode(Int.self, forKey: .year))
  }
}
