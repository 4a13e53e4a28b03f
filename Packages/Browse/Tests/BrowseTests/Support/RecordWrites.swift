import Features
import Foundation
import JSONCoding
import TestSupport

@testable import Browse
@testable import BrowseKit

/// Record collections from memory for the tests of writes: each request as it was sent (its
/// method, its path and its body), answered by `answer`.
final class RecordWrites: Sendable {
  /// A request as it was sent.
  struct Request: Sendable, Hashable {
    var method: String
    var path: String
    var body: JSONValue?
  }

  private let answer: @Sendable (Request) throws -> JSONValue
  private let sent = LockedValue<[Request]>([])

  /// A client that answers each request with what `answer` makes of it: by default, the body
  /// sent with the id 11, as a server that creates it answers.
  init(answer: @escaping @Sendable (Request) throws -> JSONValue = RecordWrites.echo) {
    self.answer = answer
  }

  /// The requests sent so far, in order.
  var requests: [Request] { sent.current }

  /// The body of `request` with the id 11 added, or `{}`.
  static func echo(_ request: Request) -> JSONValue {
    var record = request.body?.object ?? [:]
    if record["id"] == nil { record["id"] = 11 }
    return .object(record)
  }

  var client: RecordCollections {
    RecordCollections.answering { [self] endpoint in
      let request = Request(
        method: endpoint.method, path: endpoint.pathComponents.joined(separator: "/"),
        body: endpoint.body.flatMap { try? JSONValue(parsing: $0) })
      sent.withLock { $0.append(request) }
      return (try answer(request).serialized(), nil)
    }
  }
}

extension RecordWrites {
  /// A server of `records`, by resource, that reads and writes them in memory as json-server
  /// does: a `POST` adds a record with the next number as its `id`, a `PATCH` changes the fields
  /// sent, a `DELETE` removes the record; a path it has not is a `404`.
  static func server(_ records: [String: [JSONObject]]) -> RecordWrites {
    let stored = LockedValue(records)
    return RecordWrites { request in
      let path = request.path.split(separator: "/").map(String.init)
      guard let resource = path.first, var list = stored.current[resource], path.count <= 2 else {
        throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "Not Found")
      }
      let id = path.count == 2 ? path[1] : nil
      let index = id.flatMap { id in list.firstIndex { RecordRow.idText($0["id"]) == id } }
      if let id, index == nil { throw NetworkError.notFound(resource: resource, id: id) }
      var answer: JSONObject
      switch (request.method, index) {
      case ("GET", nil): return .array(list.map(JSONValue.object))
      case ("POST", nil):
        answer = request.body?.object ?? [:]
        let last = list.compactMap { RecordRow.idText($0["id"]).flatMap { Int($0) } }.max() ?? 0
        answer["id"] = .number(JSONNumber(last + 1))
        list.append(answer)
      case ("PATCH", let index?):
        answer = list[index]
        for member in request.body?.object ?? [:] { answer[member.name] = member.value }
        list[index] = answer
      case ("DELETE", let index?):
        answer = list.remove(at: index)
      case (_, let index?):
        answer = list[index]
      default:
        throw NetworkError.unexpectedStatus(code: 405, bodyExcerpt: "Method Not Allowed")
      }
      stored.withLock { [list] in $0[resource] = list }
      return .object(answer)
    }
  }
}
