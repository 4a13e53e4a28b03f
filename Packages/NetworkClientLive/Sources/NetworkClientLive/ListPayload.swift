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
    let list: LossyArray<Item>
    do {
      list = try decoder.decode(LossyArray<Item>.self, from: data)
    } catch {
      throw Self.located(error, in: data, with: decoder)
    }
    items = list.items
    skipped = list.firstFailure.map { failure in
      let problem: String
      if case .undecodable(_, let codingPath, let reason) = NetworkError(
        decoding: Self.located(failure, in: data, with: decoder), of: data, resource: resource)
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

extension ListPayload where Item: Decodable {
  /// `error`, or, when it has no place (Foundation's complaint about a number that does not fit
  /// its type is placeless data corruption, or inside an array not a `DecodingError` at all), the
  /// first problem of the whole array at its place (see
  /// ``Foundation/JSONDecoder/decodeLocatingUnfitNumbers(_:from:)``).
  fileprivate static func located(
    _ error: any Error, in data: Data, with decoder: JSONDecoder
  ) -> any Error {
    if let error = error as? DecodingError {
      guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else {
        return error
      }
    }
    do {
      _ = try decoder.decodeLocatingUnfitNumbers([Item].self, from: data)
      return error
    } catch {
      return error
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
