import Foundation
import HTTPBasics
import JSONCoding

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The body of a write as json-server's body parsers read it, by its `Content-Type`.
///
/// - `application/json` (with any parameters): an empty body is `{}`; otherwise the body must be
///   a JSON object, or the answer is 400 `{"error": "the request body is not a JSON object: …"}`.
/// - `application/x-www-form-urlencoded`: `name=value` pairs joined by `&`, with `+` for spaces
///   and percent-escapes, read as node's `querystring` reads them; every value is a string, and
///   a name given more than once gets an array of its values.
/// - Any other type, or no body: `{}`, the body being ignored.
enum BodyParser {
  /// Why a body is refused: the answer to give.
  struct Refusal: Error {
    /// The answer: 400 with the reason.
    let response: JSONServerResponse
  }

  /// Whether json-server's body parser (body-parser's `json()`, strict) refuses the body of
  /// `request` before its router sees the request: a JSON body that is not JSON, or whose
  /// value is neither an object nor an array.
  static func isRefusedByBodyParser(_ request: JSONServerRequest) -> Bool {
    guard mediaType(of: request) == "application/json", let body = request.body,
      let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
    else { return false }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return true }
    return (try? JSONValue(javaScriptParsing: body)) == nil
  }

  private static func mediaType(of request: JSONServerRequest) -> String {
    request.header(named: "Content-Type")?
      .split(separator: ";", maxSplits: 1).first?
      .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
  }

  static func object(of request: JSONServerRequest) -> Result<JSONValue, Refusal> {
    let mediaType = mediaType(of: request)
    guard let body = request.body, !body.isEmpty else { return .success(.object(JSONObject())) }
    switch mediaType {
    case "application/json":
      switch object(in: body) {
      case .success(let object): return .success(object)
      case .failure(let error): return .failure(Refusal(response: .badRequest(error.reason)))
      }
    case "application/x-www-form-urlencoded":
      return .success(form(String(decoding: body, as: UTF8.self)))
    default:
      return .success(.object(JSONObject()))
    }
  }

  /// The members of an URL-encoded form, as body-parser's `urlencoded({extended: false})`
  /// reads it with node's `querystring` (``NodeQueryString/nodeParameters(_:)``).
  static func form(_ text: String) -> JSONValue {
    .object(JSONObject(NodeQueryString.nodeParameters(text).map { ($0.key, $0.value) }))
  }

  static func object(in body: Data?) -> Result<JSONValue, JSONValue.ParsingError> {
    do {
      let value = try JSONValue(javaScriptParsing: body ?? Data())
      switch value {
      case .object: return .success(value)
      case .array: return .failure(JSONValue.ParsingError(reason: "it is an array"))
      case .string: return .failure(JSONValue.ParsingError(reason: "it is a string"))
      case .number: return .failure(JSONValue.ParsingError(reason: "it is a number"))
      case .bool: return .failure(JSONValue.ParsingError(reason: "it is a boolean"))
      case .null: return .failure(JSONValue.ParsingError(reason: "it is null"))
      }
    } catch {
      return .failure(error)
    }
  }
}
