import Foundation
import HTTPBasics

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The body of a write as json-server's body parsers read it, by its `Content-Type`.
///
/// - `application/json` (with any parameters): an empty body is `{}`; otherwise the body must be
///   a JSON object, or the answer is 400 `{"error": "the request body is not a JSON object: …"}`.
/// - `application/x-www-form-urlencoded`: `name=value` pairs joined by `&`, with `+` for spaces
///   and percent-escapes; every value is a string, and a name given more than once gets an
///   array of its values.
/// - Any other type, or no body: `{}`, the body being ignored.
enum SampleRequestBody {
  /// Why a body is refused: the answer to give.
  struct Refusal: Error {
    /// The answer: 400 with the reason.
    let response: SampleResponse
  }

  /// The body of `request` as a JSON object.
  static func object(of request: SampleRequest) -> Result<JSONValue, Refusal> {
    let mediaType =
      request.header(named: "Content-Type")?
      .split(separator: ";", maxSplits: 1).first?
      .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    guard let body = request.body, !body.isEmpty else { return .success(.object([])) }
    switch mediaType {
    case "application/json":
      switch SampleRouter.object(in: body) {
      case .success(let object): return .success(object)
      case .failure(let error): return .failure(Refusal(response: .badRequest(error.reason)))
      }
    case "application/x-www-form-urlencoded":
      return .success(form(String(decoding: body, as: UTF8.self)))
    default:
      return .success(.object([]))
    }
  }

  /// The members of an URL-encoded form, in the order their names first appear.
  static func form(_ text: String) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    for pair in QueryEncoding.items(in: text) {
      let name = pair.name
      let value = JSONValue.string(pair.value ?? "")
      guard !name.isEmpty else { continue }
      if let index = members.firstIndex(where: { $0.key == name }) {
        if case .array(let values) = members[index].value {
          members[index].value = .array(values + [value])
        } else {
          members[index].value = .array([members[index].value, value])
        }
      } else {
        members.append((name, value))
      }
    }
    return .object(members)
  }
}
