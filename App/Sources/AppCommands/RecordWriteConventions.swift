import Foundation
import JSONCoding
import NetworkClient
import RecordConventions

/// How a server that is not json-server's takes its records, as its settings say (`records` in
/// `servers.json`): Rails' format extension on every path (`/users.json`, `/users/7.json`),
/// Django's final `/` (`/books/`), a body wrapped under the collection's singular
/// (`{"user": {…}}`), and a body that is a form (Stripe) or a JSON:API document.
struct RecordWriteConventions: Sendable, Hashable {
  /// What a write's body is.
  enum BodyFormat: String, Sendable, Hashable, CaseIterable {
    /// The fields as a JSON object, json-server's.
    case json
    /// The fields as `application/x-www-form-urlencoded`, a nested one as `a[b]=…`, as Stripe
    /// takes them.
    case form
    /// A JSON:API document: `{"data": {"type": …, "id": …, "attributes": {…}}}`.
    case jsonAPI = "jsonapi"
  }

  /// The format extension put on the last segment of every path of a record or a collection;
  /// `nil` for none.
  var pathExtension: String?
  /// Whether a write's body is wrapped under the singular of its collection's name.
  var wrapsBodyInSingular = false
  /// Whether every path of a record or a collection ends with `/`.
  var trailingSlash = false
  /// What a write's body is.
  var format = BodyFormat.json

  /// JSON:API's media type, which its server asks of a body and of `Accept`.
  static let jsonAPIMediaType = "application/vnd.api+json"

  /// The keys of `records`.
  static let keys = ["root", "extension", "trailingSlash", "format"]

  /// `endpoint` as the server takes it: a JSON:API server's `Accept` on every request; unless
  /// it follows a link, its last segment with ``pathExtension`` (unless it has it already) or a
  /// final `/`, and a `POST`, `PUT` or `PATCH` of a JSON object as ``body(of:in:id:)`` makes it.
  func applied<Response>(to endpoint: Endpoint<Response>) -> Endpoint<Response> {
    var endpoint = endpoint
    if format == .jsonAPI {
      endpoint = endpoint.adding(headers: ["Accept": Self.jsonAPIMediaType])
    }
    guard endpoint.link == nil, let collection = endpoint.pathComponents.first else {
      return endpoint
    }
    if let pathExtension, let last = endpoint.pathComponents.indices.last,
      !endpoint.pathComponents[last].hasSuffix(".\(pathExtension)")
    {
      endpoint.pathComponents[last] += ".\(pathExtension)"
    } else if trailingSlash, endpoint.pathComponents.last?.isEmpty == false {
      endpoint.pathComponents.append("")
    }
    let rewritesBody = wrapsBodyInSingular || format != .json
    if rewritesBody, ["POST", "PUT", "PATCH"].contains(endpoint.method.uppercased()),
      let body = endpoint.body, case .object(let fields)? = try? JSONValue(parsing: body)
    {
      let id = endpoint.pathComponents.count > 1 ? endpoint.pathComponents[1] : nil
      endpoint = endpoint.sending(self.body(of: fields, in: collection, id: id))
    }
    return endpoint
  }

  /// The body a write of `fields` to `collection` (the record `id`'s, for an edit) sends: under
  /// the singular of the collection's name (its format extension aside) when
  /// ``wrapsBodyInSingular``, in the ``format``.
  func body(of fields: JSONObject, in collection: String, id: String? = nil) -> RequestBody {
    var name = collection
    if let pathExtension, name.hasSuffix(".\(pathExtension)") {
      name.removeLast(pathExtension.count + 1)
    }
    let wrapped: JSONObject =
      wrapsBodyInSingular ? [Inflection.singular(name): .object(fields)] : fields
    switch format {
    case .json:
      return RequestBody(
        data: JSONValue.object(wrapped).serialized(), contentType: RequestBody.jsonContentType)
    case .form:
      return .formEncoded(wrapped.map { ($0.name, Self.formValue($0.value)) })
    case .jsonAPI:
      var resource: JSONObject = ["type": .string(name)]
      if let id, !id.isEmpty { resource["id"] = .string(id) }
      resource["attributes"] = .object(wrapped)
      return RequestBody(
        data: JSONValue.object(["data": .object(resource)]).serialized(),
        contentType: Self.jsonAPIMediaType)
    }
  }

  /// `value` in a form: a text as it is, a number as written, `true` or `false`, an empty text
  /// for `null`, a list or fields nested.
  private static func formValue(_ value: JSONValue) -> FormEncodedValue {
    switch value {
    case .null: .text("")
    case .bool(let flag): .text(flag ? "true" : "false")
    case .number(let number): .text(number.text)
    case .string(let text): .text(text)
    case .array(let elements): .list(elements.map(formValue))
    case .object(let object): .fields(object.map { ($0.name, formValue($0.value)) })
    }
  }
}
