import Models
import NetworkClient

/// An item that a search looks in: the fields that `--search` and a list's search bar match
/// with ``SearchText``.
///
/// A list of a new kind of item becomes searchable with one conformance naming its fields.
public protocol Searchable {
  /// The text a search looks in, each field on its own.
  var searchableFields: [String] { get }
}

extension User: Searchable {
  /// The name, username, email and every address field: street, suite, city and zipcode.
  public var searchableFields: [String] {
    [name, username, email, address.street, address.suite, address.city, address.zipcode]
  }
}

extension Album: Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Photo: Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Todo: Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Post: Searchable {
  /// The title and the body.
  public var searchableFields: [String] {
    [title, body]
  }
}

extension PostSummary: Searchable {
  /// The post's title and body.
  public var searchableFields: [String] {
    post.searchableFields
  }
}
