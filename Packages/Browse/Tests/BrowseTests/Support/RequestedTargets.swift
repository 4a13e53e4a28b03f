import Features
import Foundation
import TestSupport

/// The targets a test's collections were asked for, as `PATH?QUERY` (`library/loans.json?book_id=1`),
/// in order.
final class RequestedTargets: Sendable {
  private let asked = LockedValue<[String]>([])

  var all: [String] { asked.current }

  /// Collections that note each request's target here, and answer it with `body(endpoint)`.
  func collections(
    answering body: @escaping @Sendable (Endpoint<Void>) -> String
  ) -> RecordCollections {
    RecordCollections.answering { [asked] endpoint in
      let query = endpoint.queryItems.map { "\($0.name)=\($0.value ?? "")" }
      asked.withLock {
        $0.append(
          endpoint.pathComponents.joined(separator: "/") + "?" + query.joined(separator: "&"))
      }
      return (Data(body(endpoint).utf8), HTTPResponseHead(status: 200))
    }
  }
}
