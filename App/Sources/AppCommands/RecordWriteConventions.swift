import Foundation
import JSONCoding
import NetworkClient
import RecordConventions

/// How a server that is not json-server's takes its records, as its settings say (`records` in
/// `servers.json`): Rails' format extension on every path (`/users.json`, `/users/7.json`) and
/// a body wrapped under the collection's singular (`{"user": {…}}`).
struct RecordWriteConventions: Sendable, Hashable {
  /// The format extension put on the last segment of every path of a record or a collection;
  /// `nil` for none.
  var pathExtension: String?
  /// Whether a write's body is wrapped under the singular of its collection's name.
  var wrapsBodyInSingular = false

  /// The keys of `records`.
  static let keys = ["root", "extension"]

  /// `endpoint` as the server takes it: its last segment with ``pathExtension``, unless it
  /// has it already or follows a link; a `POST`, `PUT` or `PATCH` of a JSON object wrapped
  /// under the singular of its collection (`users` gives `user`) when
  /// ``wrapsBodyInSingular``.
  func applied<Response>(to endpoint: Endpoint<Response>) -> Endpoint<Response> {
    var endpoint = endpoint
    guard endpoint.link == nil, let collection = endpoint.pathComponents.first else {
      return endpoint
    }
    if let pathExtension, let last = endpoint.pathComponents.indices.last,
      !endpoint.pathComponents[last].hasSuffix(".\(pathExtension)")
    {
      endpoint.pathComponents[last] += ".\(pathExtension)"
    }
    if wrapsBodyInSingular, ["POST", "PUT", "PATCH"].contains(endpoint.method.uppercased()),
      let body = endpoint.body, case .object(let fields)? = try? JSONValue(parsing: body)
    {
      endpoint.body = JSONValue.object(self.body(of: fields, in: collection)).serialized()
    }
    return endpoint
  }

  /// The body a write of `fields` to `collection` sends: under the singular of the
  /// collection's name (its format extension aside) when ``wrapsBodyInSingular``, else the
  /// fields themselves.
  func body(of fields: JSONObject, in collection: String) -> JSONObject {
    guard wrapsBodyInSingular else { return fields }
    var name = collection
    if let pathExtension, name.hasSuffix(".\(pathExtension)") {
      name.removeLast(pathExtension.count + 1)
    }
    return [Inflection.singular(name): .object(fields)]
  }
}
