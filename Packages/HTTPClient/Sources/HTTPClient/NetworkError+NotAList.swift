import Foundation
import JSONCoding

extension NetworkError {
  /// The failure of an answer of `resource`, `data`, that is not a list of records: saying
  /// whether it is JSON at all (``NonJSONBody``), and what it is when it is (`value`).
  static func notAList(resource: String, value: JSONValue?, data: Data) -> NetworkError {
    let reason =
      value.map { "the answer is JSON but not a list of records: \($0.kindName)" }
      ?? NonJSONBody.reason(data, calling: "the answer")
      ?? "the answer is not a list of records"
    return .undecodable(resource: resource, codingPath: "", reason: reason)
  }
}
