import Synchronization

/// The records of an in-memory resource client, in the order they were listed or created,
/// with each one's version and the creates each idempotency key made; shared by the client's
/// operations.
final class InMemoryRecords<Record: Sendable>: Sendable {
  let state: Mutex<Records>

  /// `records`, each identified by `recordID` or, without an id, by its place from 1.
  init(_ records: [Record], recordID: (Record) -> String?) {
    state = Mutex(
      Records(
        entries: records.enumerated().map { index, record in
          Entry(id: recordID(record) ?? String(index + 1), record: record, version: 1)
        },
        created: records.compactMap { recordID($0).flatMap { Int($0) } }.reduce(
          records.count, max)))
  }

  struct Records: Sendable {
    var entries: [Entry]
    /// The number of the last record made: at first the larger of the count of records and
    /// their largest numeric id.
    var created: Int
    /// The record each key's create made, which a create sent again with it answers.
    var createdByKey: [IdempotencyKey: Record] = [:]

    /// The index of the record `id`.
    func index(of id: String) -> Int? {
      entries.firstIndex { $0.id == id }
    }
  }

  /// A record and the number of times it was written, which is its version.
  struct Entry: Sendable {
    var id: String
    var record: Record
    var version: Int
  }
}
