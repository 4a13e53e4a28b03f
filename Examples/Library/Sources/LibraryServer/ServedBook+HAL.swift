import JSONCoding

extension ServedBook {
  /// The book as Spring Data REST writes it, below `root` (such as `http://127.0.0.1:52000`):
  /// title, author, year and its `self` and `book` links, without its id.
  func hal(root: String) -> JSONValue {
    let link = JSONValue.link("\(root)/api/books/\(id)")
    return [
      "title": .string(title), "author": .string(author), "year": .number(JSONNumber(year)),
      "_links": ["self": link, "book": link],
    ]
  }

  /// The book's `ETag`: its version, quoted as a strong tag.
  var entityTag: String {
    "\"\(version)\""
  }

  /// The version after a change: one more, wrapping at the largest `Int`, which no book reaches.
  var nextVersion: Int {
    version.addingReportingOverflow(1).partialValue
  }
}
