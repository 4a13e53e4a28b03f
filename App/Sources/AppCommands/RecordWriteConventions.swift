import Foundation
import JSONCoding
import NetworkClient
import RecordConventions

/// How a server that is not json-server's takes its records, as its settings say (`records` in
/// `servers.json`): Rails' format extension on every path (`/users.json`, `/users/7.json`),
/// Django's final `/` (`/books/`), a body wrapped under the collection's singular
/// (`{"user": {…}}`), a body that is a form (Stripe) or a JSON:API document, and an edit sent
/// with another method than `PATCH` (Stripe's `POST`); each a
/// parameter of the collection's description (``description(of:)``).
struct RecordWriteConventions: Sendable, Hashable {
  /// The format extension put on the last segment of every path of a record or a collection;
  /// `nil` for none.
  var pathExtension: String?
  /// Whether a write's body is wrapped under the singular of its collection's name.
  var wrapsBodyInSingular = false
  /// Whether every path of a record or a collection ends with `/`.
  var trailingSlash = false
  /// What a write's body is.
  var format = RecordBodyFormat.json
  /// The method of an edit of the fields given, when not `PATCH`: Stripe's `POST`, or `PUT`.
  var updateMethod: String?

  /// The keys of `records`.
  static let keys = ["root", "extension", "trailingSlash", "format", "update"]
  /// The methods an edit may be sent with (`update`).
  static let updateMethods = ["PATCH", "POST", "PUT"]

  /// The description of the collection `name` (`users`, `users.json` with its extension, or
  /// `books/`, whose final `/` typed routes the collection and its records with one) on this
  /// server: its paths, its writes' bodies and the header fields they take; errors
  /// name a record by the singular of the name (the extension aside): `customer 7 not found`.
  /// Its pages are asked for by the server's page `parameters`: a page's number and size, or
  /// only a size when the server numbers no pages; each is followed as its answer says it pages
  /// when it says (`Paging.followingTheAnswer()`: HAL's next link, Stripe's `has_more`…).
  func description(
    of name: String, paging parameters: PageParameters = .jsonServer
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
    description.paging = (parameters.paging ?? .linkHeader(size: parameters.size))
      .followingTheAnswer()
    if let updateMethod { description.updateMethod = updateMethod }
    return description.writing(
      format, root: wrapsBodyInSingular ? Inflection.singular(collection) : nil)
  }
}
