import Foundation
import HTTPClient
import JSONCoding
import RecordConventions

/// How a server that is not json-server's takes its records, as its settings say (`records` in
/// `servers.json`): Rails' format extension on every path (`/users.json`, `/users/7.json`),
/// Django's final `/` (`/books/`), a body wrapped under the collection's singular
/// (`{"user": {…}}`), a body that is a form (Stripe) or a JSON:API document, and an edit sent
/// with another method than `PATCH` (Stripe's `POST`); each a
/// parameter of the collection's description (``description(of:paging:)``).
public struct RecordWriteConventions: Sendable, Hashable {
  /// The format extension put on the last segment of every path of a record or a collection;
  /// `nil` for none.
  public var pathExtension: String?
  /// Whether a write's body is wrapped under the singular of its collection's name.
  public var wrapsBodyInSingular: Bool
  /// Whether every path of a record or a collection ends with `/`.
  public var trailingSlash: Bool
  /// What a write's body is.
  public var format: RecordBodyFormat
  /// The method of an edit of the fields given, when not `PATCH`: Stripe's `POST`, or `PUT`.
  public var updateMethod: String?

  /// The keys of `records`.
  public static let keys = ["root", "extension", "trailingSlash", "format", "update"]
  /// The methods an edit may be sent with (`update`).
  public static let updateMethods = ["PATCH", "POST", "PUT"]

  /// json-server's conventions unless said: no extension, no final `/`, a JSON body unwrapped,
  /// an edit sent with `PATCH`.
  public init(
    pathExtension: String? = nil, wrapsBodyInSingular: Bool = false, trailingSlash: Bool = false,
    format: RecordBodyFormat = .json, updateMethod: String? = nil
  ) {
    self.pathExtension = pathExtension
    self.wrapsBodyInSingular = wrapsBodyInSingular
    self.trailingSlash = trailingSlash
    self.format = format
    self.updateMethod = updateMethod
  }

  /// The description of the collection `name` (`users`, `users.json` with its extension, or
  /// `books/`, whose final `/` typed routes the collection and its records with one) on this
  /// server: its paths, its writes' bodies and the header fields they take; errors
  /// name a record by the singular of the name (the extension aside): `customer 7 not found`.
  /// Its pages are asked for by the server's `paging`: a page's number and size, or only a
  /// size when the server numbers no pages; each is followed as its answer says it pages
  /// when it says (`Paging.followingTheAnswer()`: HAL's next link, Stripe's `has_more`…).
  public func description(
    of name: String, paging: Paging = .jsonServer
  ) -> ResourceDescription<JSONObject, JSONObject> {
    var collection = name
    let endsWithSlash = collection.count > 1 && collection.hasSuffix("/")
    if endsWithSlash { collection.removeLast() }
    if let pathExtension, collection.hasSuffix(".\(pathExtension)") {
      collection.removeLast(pathExtension.count + 1)
    }
    var description = ResourceDescription<JSONObject, JSONObject>(
      path: [collection], singular: Inflection.singular(collection), plural: collection,
      pathExtension: pathExtension)
    description.trailingSlash = trailingSlash || endsWithSlash
    description.paging = paging.followingTheAnswer()
    if let updateMethod { description.updateMethod = updateMethod }
    return description.writing(
      format, root: wrapsBodyInSingular ? Inflection.singular(collection) : nil)
  }
}
