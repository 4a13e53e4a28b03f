import Features
import JSONCoding
import ScreenKit
import TerminalKit

/// A list's true/false field, as Space flips it and `f` filters by it: which field it is,
/// the filter, the record flipped last (which `u` flips back), the record flipped out of the
/// filter (kept under the cursor until the cursor leaves it), and the changes being saved.
///
/// There is never more than one change of a record in flight: a flip while one is being saved
/// shows at once and is sent once the server has answered, so that no flip is lost and a
/// refusal restores the value the server last confirmed. A page read while a change is saved
/// shows the record as flipped, not as it was read.
public struct RecordFlags: Sendable, Hashable {
  /// The list's first column whose values are all `true` or `false` (or missing, or `null`)
  /// in the first records; `nil` when it has none.
  public var field: String?
  /// The value the records shown have in ``field``; `nil` for every record.
  public var filter: Bool?
  /// The record flipped last, which `u` flips back.
  var lastFlipped: RecordKey?
  /// The row flipped out of the filter under the cursor, shown until the cursor leaves it.
  var lingering: RecordRow.Identity?
  /// The changes of records being saved, by record.
  var saving: [RecordKey: Saving] = [:]
  /// The values the server answered as saved, by record, until the records are next read:
  /// a read that finds another says that the server did not keep it (``notKept(among:)``).
  var kept: [RecordKey: Bool] = [:]
  /// Whether a change was saved while pages were being loaded that may have been read before
  /// it: once they are, the records are read again, and compared with ``kept`` then.
  var readsAgainOnceLoaded = false
  /// The records loaded that the filter lets through, kept as they change (``RecordsList``),
  /// so that a key on a filtered list costs what it draws, not what is loaded.
  var admitted = AdmittedRows()

  /// The rows a filter lets through, kept to save time: what the rows and the filter say, so
  /// any two are equal.
  struct AdmittedRows: Sendable, Hashable {
    var rows: [RecordRow] = []

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
  }

  /// A change of a record's field being saved.
  struct Saving: Sendable, Hashable {
    /// The value the server last confirmed: what a refusal restores.
    var confirmed: Bool
    /// The value sent, whose answer is awaited.
    var sent: Bool
    /// The value shown, which the person flipped to last: sent once the answer came, when it
    /// is not the value sent.
    var wanted: Bool
  }

  public init() {}

  /// The first of `columns` that is a field of the records' own whose values in `records`
  /// are `true` or `false`, at least one of them, and nothing else but `null`.
  static func field(among columns: [RecordColumn], in records: [JSONObject]) -> String? {
    columns.lazy.filter { $0.path.count == 1 }.map(\.name).first { name in
      var sawFlag = false
      for record in records {
        switch record[name] {
        case .bool?: sawFlag = true
        case .null?, nil: continue
        default: return false
        }
      }
      return sawFlag
    }
  }

  /// The records of `rows`, just read, whose field reads otherwise than the server answered
  /// as saved: a server that answers a change without keeping it (as the public
  /// JSONPlaceholder does). A record whose change is being sent shows that change, not what
  /// was read: it is not compared. The values saved are then forgotten.
  mutating func notKept(among rows: [RecordRow]) -> [RecordKey] {
    guard let field, !kept.isEmpty else { return [] }
    defer { kept = [:] }
    return rows.compactMap { row in
      guard let key = row.key, saving[key] == nil, let saved = kept[key],
        let value = row.flags[field], value != saved
      else { return nil }
      return key
    }
  }

  /// What the status line says of `keys`, whose changes the server did not keep:
  /// `the server did not keep the change to chore 3`; `nil` for none.
  static func notKeptText(_ keys: [RecordKey], noun: Noun) -> String? {
    guard let first = keys.first else { return nil }
    let text =
      keys.count == 1
      ? "the server did not keep the change to \(first)"
      : "the server did not keep the changes to \(keys.count) \(noun.plural)"
    return text.sanitizedForTerminalLine
  }

  /// Whether `row` is shown under the filter: it has the value filtered for, or lingers.
  func admits(_ row: RecordRow) -> Bool {
    guard let field, let filter else { return true }
    return row.flags[field] == filter || row.identity == lingering
  }

  /// Whether `row` is shown only because it lingers: flipped out of the filter under the
  /// cursor, which it leaves once the cursor does.
  func isLingering(_ row: RecordRow) -> Bool {
    guard let field, let filter, row.identity == lingering else { return false }
    return row.flags[field] != filter
  }

  /// What the status line says of the filter: `only done`, `only not done`; `nil` without one.
  var filterText: String? {
    guard let field, let filter else { return nil }
    return filter ? "only \(field)" : "only not \(field)"
  }
}
