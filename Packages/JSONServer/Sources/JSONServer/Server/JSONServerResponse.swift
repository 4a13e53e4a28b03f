import Foundation
import JSONCoding

/// An HTTP response from a ``SampleAPI``, as a plain value.
public struct JSONServerResponse: Sendable, Hashable {
  public var status: Int
  public var headers: [String: String]
  /// The body: JSON text in UTF-8.
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

extension JSONServerResponse {
  /// The media type of every body the API sends.
  static let jsonContentType = "application/json; charset=utf-8"

  static func json(_ body: Data, status: Int = 200, headers: [String: String] = [:]) -> Self {
    JSONServerResponse(
      status: status,
      headers: headers.merging(["Content-Type": jsonContentType]) { _, json in json },
      body: body
    )
  }

  /// What the API answers for a path or record that does not exist: 404 with `{}`, as
  /// JSONPlaceholder does.
  static let notFound = json(Data("{}".utf8), status: 404)

  /// What the API answers for a method that the path does not take: 405 with `{}` and an `Allow`
  /// header naming the methods it takes.
  static func methodNotAllowed(allowing methods: [String]) -> Self {
    json(Data("{}".utf8), status: 405, headers: ["Allow": methods.joined(separator: ", ")])
  }

  /// What the API answers for a write whose body is not a JSON object: 400 with
  /// `{"error": "the request body is not a JSON object: <reason>"}`.
  static func badRequest(_ reason: String) -> Self {
    let error: JSONValue = ["error": .string("the request body is not a JSON object: \(reason)")]
    return json(error.serialized(.indented), status: 400)
  }

  /// An error the client can do something about: `{"error": "<message>"}` with `status`.
  static func error(_ message: String, status: Int) -> Self {
    json(
      JSONValue(dictionaryLiteral: ("error", .string(message))).serialized(.indented),
      status: status)
  }

  /// What the API answers for a write whose record breaks its rules: 422 with
  /// `{"errors": {"<field>": ["<message>", ...], ...}}`.
  static func unprocessable(_ errors: SampleValidator.FieldErrors) -> Self {
    let fields = errors.map { ($0.field, JSONValue.array($0.messages.map(JSONValue.string))) }
    let body: JSONValue = ["errors": .object(JSONObject(fields))]
    return json(body.serialized(.indented), status: 422)
  }
}
