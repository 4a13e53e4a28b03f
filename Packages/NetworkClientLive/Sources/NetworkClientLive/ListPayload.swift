import Foundation
import Models
import NetworkClient

/// The records of a collection's JSON array that could be read, and what was left out.
struct ListPayload<Item: Sendable>: Sendable {
  /// The records that were read, in the server's order.
  var items: [Item]
  /// The records left out, or `nil` when every one was read.
  var skipped: SkippedItems?
}

extension ListPayload where Item: Decodable {
  /// Reads `data` as a JSON array of `Item`s, one record at a time: a record that does not
  /// decode is left out and counted, and the first one's place and reason are kept.
  ///
  /// The body must still be an array: anything else, or an array none of whose records
  /// decode, throws the decoding error, as for a single value.
  init(decoding data: Data, with decoder: JSONDecoder, resource: String) throws {
    let list = try decoder.decode(LossyArray<Item>.self, from: data)
    items = list.items
    skipped = list.firstFailure.map { failure in
      let problem: String
      if case .undecodable(_, let codingPath, let reason) = NetworkError(
        decoding: failure, of: data, resource: resource)
      {
        problem = codingPath.isEmpty ? reason : "\(codingPath): \(reason)"
      } else {
        problem = String(describing: failure)
      }
      return SkippedItems(
        resource: resource, count: list.failureCount,
        total: list.items.count + list.failureCount, firstProblem: problem)
    }
  }
}

/// A JSON array decoded one element at a time, keeping the elements that decode.
private struct LossyArray<Element: Decodable>: Decodable {
  var items: [Element] = []
  var failureCount = 0
  var firstFailure: (any Error)?

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      do {
        items.append(try container.decode(Element.self))
      } catch {
        failureCount += 1
        firstFailure = firstFailure ?? error
        // A failed element is not consumed; step over it.
        _ = try container.decode(AnyElement.self)
      }
    }
    if items.isEmpty, let firstFailure {
      throw firstFailure
    }
  }
}

/// Any JSON value, read and ignored.
private struct AnyElement: Decodable {
  init(from decoder: any Decoder) throws {}
}
