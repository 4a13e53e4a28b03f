import Foundation
import JSONCoding

/// The records of a collection's JSON array that could be read, and what was left out.
///
/// ```swift
/// let list = try ListPayload<Int>(
///   decoding: Data(#"{"response": [1, "two", 3]}"#.utf8), with: JSONDecoder(),
///   resource: "numbers", member: "response")
/// // list.items == [1, 3]; list.skipped?.count == 1
/// ```
public struct ListPayload<Item: Sendable>: Sendable {
  /// The records that were read, in the server's order.
  public var items: [Item]
  /// The records left out, or `nil` when every one was read.
  public var skipped: SkippedItems?

  public init(items: [Item], skipped: SkippedItems? = nil) {
    self.items = items
    self.skipped = skipped
  }
}

extension ListPayload where Item: Decodable {
  /// The most records decoded in one call to a decoder with strategies of its own, so that
  /// decoding holds the parsed form of a few records at a time rather than of the whole body.
  public static var batchSize: Int { 256 }

  /// Reads `data` as a JSON array of `Item`s, one record at a time: a record that does not
  /// decode is left out and counted, and the first one's place and reason are kept.
  ///
  /// The array is split into records at the byte level, without parsing them. When `decoder`
  /// keeps its default strategies, each record is read straight from `data` by
  /// `FastJSONDecoder`, and a record it declines by `decoder`, which then decides; otherwise the
  /// records are decoded ``batchSize`` at a time, a batch that fails record by record. Either
  /// way the items are those `decoder` gives, memory beyond the body is about that of the decoded
  /// items, and a record nested too deeply for the decoder is left out like any other unreadable
  /// one. The body must still be an array: anything else, or an array none of whose records
  /// decode, throws the decoding error, as for a single value.
  public init(decoding data: Data, with decoder: JSONDecoder, resource: String) throws {
    // Counted first, so that the items take their room once and no range is kept.
    guard let count = JSONArraySplit.elementCount(in: data) else {
      self = try Self.wholeDecoding(data, with: decoder, resource: resource)
      return
    }
    var items: [Item] = []
    items.reserveCapacity(count)
    var failureCount = 0
    var firstFailure: (index: Int, record: Range<Int>, error: any Error)?
    /// Decodes record `index`, at `record` of `data`, on its own with `decoder`, keeping it or
    /// counting its failure.
    func decodeRecord(_ index: Int, at record: Range<Int>) {
      do {
        items.append(try decoder.decode(Item.self, from: data[record]))
      } catch {
        failureCount += 1
        firstFailure = firstFailure ?? (index, record, error)
      }
    }
    var index = 0
    if let fast = FastJSONDecoder(standingInFor: decoder) {
      data.withUnsafeBytes { buffer in
        _ = JSONArraySplit.forEachElement(in: data) { record in
          defer { index += 1 }
          let bytes = UnsafeRawBufferPointer(
            rebasing: buffer[
              (record.lowerBound - data.startIndex)..<(record.upperBound - data.startIndex)])
          if let item = try? fast.decode(Item.self, from: bytes) {
            items.append(item)
          } else {
            decodeRecord(index, at: record)
          }
        }
      }
    } else {
      var batch: [Range<Int>] = []
      /// Decodes the records of `batch` at once, or one by one when that fails.
      func decodeBatch() {
        defer {
          index += batch.count
          batch.removeAll(keepingCapacity: true)
        }
        if let decoded = try? decoder.decode(
          [Item].self, from: Self.array(of: batch[...], in: data))
        {
          items += decoded
          return
        }
        for (offset, record) in batch.enumerated() {
          decodeRecord(index + offset, at: record)
        }
      }
      _ = JSONArraySplit.forEachElement(in: data) { record in
        batch.append(record)
        if batch.count == Self.batchSize {
          decodeBatch()
        }
      }
      decodeBatch()
    }
    guard let (failedIndex, failedRange, failure) = firstFailure else {
      self.init(items: items, skipped: nil)
      return
    }
    let record = data[failedRange]
    let error = Self.placed(
      Self.located(failure, in: record, as: Item.self, with: decoder), at: failedIndex,
      of: record, resource: resource)
    if items.isEmpty {
      throw error
    }
    self.init(
      items: items,
      skipped: SkippedItems(
        resource: resource, count: failureCount, total: count,
        firstProblem: Self.problem(error, in: record, resource: resource)))
  }

  /// Reads the array that is the member `member` of the JSON object `data`, such as the
  /// `response` of `{"response": [...]}`, as ``init(decoding:with:resource:)`` reads a whole
  /// body: record by record, with the same memory bound. A dotted `member` is a path to a
  /// nested member: `_embedded.books` is the `books` of `{"_embedded": {"books": [...]}}`. A
  /// body that is not an object with that member throws a decoding error saying so.
  public init(
    decoding data: Data, with decoder: JSONDecoder, resource: String, member: String
  ) throws {
    guard let range = JSONArraySplit.memberRange(at: member.memberPath, in: data) else {
      _ = try decoder.decode(JSONObjectShape.self, from: data)
      throw DecodingError.keyNotFound(
        MemberKey(member),
        DecodingError.Context(codingPath: [], debugDescription: "no list named \"\(member)\""))
    }
    try self.init(decoding: data[range], with: decoder, resource: resource)
  }

  /// Reads a body that ``JSONArraySplit`` does not split, such as one that is not an array, as
  /// a whole, with its records read one at a time all the same.
  private static func wholeDecoding(
    _ data: Data, with decoder: JSONDecoder, resource: String
  ) throws -> Self {
    let list: LossyArray<Item>
    do {
      list = try decoder.decode(LossyArray<Item>.self, from: data)
    } catch {
      throw located(error, in: data, as: [Item].self, with: decoder)
    }
    let skipped = list.firstFailure.map { failure in
      SkippedItems(
        resource: resource, count: list.failureCount,
        total: list.items.count + list.failureCount,
        firstProblem: problem(
          located(failure, in: data, as: [Item].self, with: decoder), in: data, resource: resource))
    }
    return Self(items: list.items, skipped: skipped)
  }

  /// The records at `ranges` of `data` as a JSON array of their own.
  private static func array(of ranges: ArraySlice<Range<Int>>, in data: Data) -> Data {
    guard let first = ranges.first, let last = ranges.last else { return Data("[]".utf8) }
    var array = Data(capacity: last.upperBound - first.lowerBound + 2)
    array.append(UInt8(ascii: "["))
    array.append(data[first.lowerBound..<last.upperBound])
    array.append(UInt8(ascii: "]"))
    return array
  }

  /// Where and why `error` left a record out, such as `[3].title: missing key`.
  private static func problem(_ error: any Error, in data: Data, resource: String) -> String {
    guard
      case .undecodable(_, let codingPath, let reason) = NetworkError(
        decoding: error, of: data, resource: resource)
    else { return String(describing: error) }
    return codingPath.isEmpty ? reason : "\(codingPath): \(reason)"
  }
}

extension ListPayload where Item: Decodable {
  /// `error`, or, when it has no place (Foundation's complaint about a number that does not fit
  /// its type is placeless data corruption, or inside an array not a `DecodingError` at all), the
  /// first problem of `data`, read as a `type`, at its place (see
  /// ``Foundation/JSONDecoder/decodeLocatingUnfitNumbers(_:from:)``).
  fileprivate static func located<Value: Decodable>(
    _ error: any Error, in data: Data, as type: Value.Type, with decoder: JSONDecoder
  ) -> any Error {
    if let error = error as? DecodingError {
      guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else {
        return error
      }
    }
    do {
      _ = try decoder.decodeLocatingUnfitNumbers(type, from: data)
      return error
    } catch {
      return error
    }
  }

  /// `error`, met decoding `record`, the element at `index` of a `resource` array, on its own,
  /// placed in the array: its coding path starts with `[index]`. A record that is not JSON is
  /// data corruption at `[index]`, with the parser's complaint.
  fileprivate static func placed(
    _ error: any Error, at index: Int, of record: Data, resource: String
  ) -> DecodingError {
    let key = ElementKey(intValue: index)
    func place(_ context: DecodingError.Context) -> DecodingError.Context {
      DecodingError.Context(
        codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    switch error as? DecodingError {
    case .typeMismatch(let type, let context):
      return .typeMismatch(type, place(context))
    case .valueNotFound(let type, let context):
      return .valueNotFound(type, place(context))
    case .keyNotFound(let missing, let context):
      return .keyNotFound(missing, place(context))
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return .dataCorrupted(place(context))
    case .dataCorrupted(let context):
      let reason = NonJSONBody.reason(record, calling: "the record") ?? context.debugDescription
      return .dataCorrupted(
        DecodingError.Context(
          codingPath: [key], debugDescription: reason, underlyingError: context.underlyingError))
    case nil:
      return .dataCorrupted(
        DecodingError.Context(
          codingPath: [key], debugDescription: String(describing: error), underlyingError: error))
    @unknown default:
      return .dataCorrupted(
        DecodingError.Context(
          codingPath: [key], debugDescription: String(describing: error), underlyingError: error))
    }
  }
}

/// The name of an object's member, in a coding path.
private struct MemberKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    return nil
  }
}

/// Any JSON object, read to check that a body is one.
private struct JSONObjectShape: Decodable {
  init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: MemberKey.self)
  }
}

/// The place of an element in an array, in a coding path.
private struct ElementKey: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map { "Index \($0)" } ?? "" }

  init(intValue: Int) {
    self.intValue = intValue
  }

  init?(stringValue: String) {
    return nil
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
