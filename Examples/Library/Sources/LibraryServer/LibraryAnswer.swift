import Foundation
import HTTPServer
import JSONCoding

/// The answers the server writes: HAL bodies, and RFC 9457 problems.
enum LibraryAnswer {
  /// `value` as `application/hal+json`, with `status` and, when given, an `ETag`.
  static func hal(_ value: JSONValue, status: Int = 200, entityTag: String? = nil)
    -> HTTPResponse
  {
    var response = HTTPResponse(
      status: status, headers: ["Content-Type": "application/hal+json"],
      body: value.serialized())
    response.headers["ETag"] = entityTag
    return response
  }

  /// `{"type": "about:blank", "title", "status", "detail"}` as `application/problem+json`,
  /// with `invalid-params` when some are named.
  static func problem(
    _ status: Int, _ title: String, _ detail: String,
    invalid: [(name: String, reason: String)] = []
  ) -> HTTPResponse {
    var members: JSONObject = [
      "type": "about:blank", "title": .string(title), "status": .number(JSONNumber(status)),
      "detail": .string(detail),
    ]
    if !invalid.isEmpty {
      members["invalid-params"] = params(invalid)
    }
    return problem(status, members)
  }

  /// `400` for the query parameters `invalid` names.
  static func badQuery(_ invalid: [(name: String, reason: String)]) -> HTTPResponse {
    problem(400, "Bad Request", "the query is not valid", invalid: invalid)
  }

  /// `405` for `method`, with the methods the path takes in `Allow`.
  static func methodNotAllowed(_ method: String, allow: String) -> HTTPResponse {
    var response = problem(405, "Method Not Allowed", "\(method) is not allowed here")
    response.headers["Allow"] = allow
    return response
  }

  /// `400` for a book's fields that validation refused, with why, in `invalid-params`.
  static func validationFailed(_ invalid: [(name: String, reason: String)]) -> HTTPResponse {
    problem(
      400,
      [
        "type": "https://example.org/problems/validation", "title": "Validation failed",
        "status": 400, "invalid-params": params(invalid),
      ])
  }

  private static func problem(_ status: Int, _ members: JSONObject) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "application/problem+json"],
      body: JSONValue.object(members).serialized())
  }

  /// `[{"name", "reason"}]`.
  private static func params(_ invalid: [(name: String, reason: String)]) -> JSONValue {
    .array(invalid.map { ["name": .string($0.name), "reason": .string($0.reason)] })
  }
}
