import Dependencies
import Foundation
import JSONCoding
import Synchronization

/// The records of one resource in their served form, with the whole collection encoded once, when
/// it is first asked for, and again only after a write.
struct DatabaseTable: Sendable {
  /// The records, in the order the collection lists them.
  private(set) var records: [JSONValue]
  /// The member that identifies a record, `id` unless the server was told otherwise.
  let idField: String
  private var positionsByID: [CodeUnitKey: Int]
  private var encodedBody = EncodedBody()

  /// Creates a table of `records`; when two share an identifier, the first one is served.
  init(_ records: [some SampleRecord]) {
    self.init(records: records.map(\.json))
  }

  /// Creates a table of records as served, identified by their `idField` member.
  ///
  /// A record is found by the text of its identifier, as json-server compares them
  /// (``JSONValue/identifierText``), so `7` and `"7"` name the same record; when two records
  /// share one, the first is served, and a record without one is listed but never served alone.
  init(records: [JSONValue], idField: String = "id") {
    self.records = records
    self.idField = idField
    self.positionsByID = DatabaseTable.positions(of: records, idField: idField)
  }

  /// `records` serialized as one JSON array: the body of an unfiltered collection request.
  var body: Data {
    encodedBody.data { JSONValue.array(records).serialized(.indented) }
  }

  /// The largest integer identifier of the records, `0` when there is none.
  var largestID: Int {
    records.reduce(0) { largest, record in
      guard case .number(let number)? = record.value(atPath: [Substring(idField)]),
        let id = number.integer
      else {
        return largest
      }
      return max(largest, id)
    }
  }

  func record(withID id: Int) -> JSONValue? {
    record(withID: String(id))
  }

  /// The record whose identifier's text is `id`, if there is one.
  func record(withID id: String) -> JSONValue? {
    positionsByID[CodeUnitKey(id)].map { records[$0] }
  }

  /// Adds `record`, whose identifier no record has, at the end.
  mutating func append(_ record: JSONValue) {
    if let id = record.value(atPath: [Substring(idField)])?.identifierText,
      positionsByID[CodeUnitKey(id)] == nil
    {
      positionsByID[CodeUnitKey(id)] = records.count
    }
    records.append(record)
    encodedBody = EncodedBody()
  }

  /// Puts `record` in the place of the record whose identifier is `id`; nothing when there is
  /// none.
  mutating func replaceRecord(withID id: String, by record: JSONValue) {
    guard let position = positionsByID[CodeUnitKey(id)] else { return }
    records[position] = record
    encodedBody = EncodedBody()
  }

  /// Removes the record whose identifier is `id`; nothing when there is none.
  mutating func removeRecord(withID id: String) {
    guard let position = positionsByID[CodeUnitKey(id)] else { return }
    records.remove(at: position)
    positionsByID = DatabaseTable.positions(of: records, idField: idField)
    encodedBody = EncodedBody()
  }

  /// Removes the records that `shouldBeRemoved` selects; returns whether there were any.
  @discardableResult
  mutating func removeAll(where shouldBeRemoved: (JSONValue) -> Bool) -> Bool {
    let count = records.count
    records.removeAll(where: shouldBeRemoved)
    guard records.count != count else { return false }
    positionsByID = DatabaseTable.positions(of: records, idField: idField)
    encodedBody = EncodedBody()
    return true
  }

  private static func positions(of records: [JSONValue], idField: String) -> [CodeUnitKey: Int] {
    let path = [Substring(idField)]
    var positions: [CodeUnitKey: Int] = [:]
    for (position, record) in records.enumerated() {
      guard let id = record.value(atPath: path)?.identifierText, positions[CodeUnitKey(id)] == nil
      else {
        continue
      }
      positions[CodeUnitKey(id)] = position
    }
    return positions
  }
}

/// The encoded collection of one version of a table, made on first use; every copy of that
/// version shares it, and a write gives the table a new, empty one.
private final class EncodedBody: Sendable {
  private let cache = Mutex<Data?>(nil)

  func data(_ encode: () -> Data) -> Data {
    cache.withLock { cached in
      if let cached { return cached }
      let data = encode()
      cached = data
      return data
    }
  }
}
