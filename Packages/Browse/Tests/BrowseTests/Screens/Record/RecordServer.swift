import Features
import Foundation
import JSONCoding
import TestSupport

@testable import Browse
@testable import BrowseKit

/// A server of records of any shape from memory, for the record screen's tests: the JSON of
/// each path it has, a `404` for any other (a record's as `notFound`, a list's as its status),
/// and the paths asked for, in order.
final class RecordServer: Sendable {
  /// A connection the server refused.
  struct Refused: Error {}

  private let bodies: [String: String]
  private let refused: Set<String>
  private let asked = LockedValue<[String]>([])

  /// A server answering each path of `bodies` (`customers/7`) with its JSON, and refusing
  /// those of `refused`.
  init(_ bodies: [String: String], refusing refused: Set<String> = []) {
    self.bodies = bodies
    self.refused = refused
  }

  /// The paths asked for so far, in order, each once per request.
  var paths: [String] { asked.current }

  /// Forgets the paths asked for so far.
  func forget() {
    asked.withLock { $0 = [] }
  }

  var client: RecordCollections {
    RecordCollections.answering { [self] endpoint in
      let path = endpoint.pathComponents.joined(separator: "/")
      asked.withLock { $0.append(path) }
      if refused.contains(path) { throw Refused() }
      guard let body = bodies[path] else {
        if let item = endpoint.item {
          throw NetworkError.notFound(resource: item.resource, id: item.id)
        }
        throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "Not Found")
      }
      return (Data(body.utf8), nil)
    }
  }
}
