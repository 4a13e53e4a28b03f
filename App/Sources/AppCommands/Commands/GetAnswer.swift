import Foundation
import JSONCoding

/// What `app get` received: a list of records or one record, with the body as it came.
struct GetAnswer: Sendable {
  /// The records of a list, or the one record.
  enum Shape: Sendable {
    case list([JSONObject])
    case record(JSONObject)
  }

  /// Why a body holds neither a list of records nor a record, in words for a message.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  let shape: Shape
  /// The body, as received.
  let body: Data

  /// Reads `body`: a JSON array of objects or a JSON object.
  ///
  /// - Throws: ``Refusal`` for anything else: no JSON (an empty body, HTML, plain text), a
  ///   scalar, or an array with anything but objects in it.
  init(body: Data) throws(Refusal) {
    self.body = body
    let value: JSONValue
    do {
      value = try JSONValue(parsing: body)
    } catch {
      throw Refusal(description: Self.reason(body, isEmpty: error == .empty))
    }
    switch value {
    case .object(let record):
      shape = .record(record)
    case .array(let elements):
      var records: [JSONObject] = []
      records.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        guard case .object(let record) = element else {
          throw Refusal(
            description: "element \(index) of the list is \(Self.kind(of: element)), "
              + "not a record (a JSON object)")
        }
        records.append(record)
      }
      shape = .list(records)
    default:
      throw Refusal(
        description: "the body is \(Self.kind(of: value)), not a record or a list of records")
    }
  }

  /// Why `body`, which is not JSON, is refused.
  private static func reason(_ body: Data, isEmpty: Bool) -> String {
    guard !isEmpty else { return "the body is empty, not JSON" }
    let start = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard start != UInt8(ascii: "<") else { return "the body is HTML or XML, not JSON" }
    return "the body is not valid JSON, or nests deeper than \(JSONValue.maximumDepth)"
  }

  /// What `value` is, as a message says it: `a number`, `a string`.
  static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
