/// A record that a foreign key of another names (`customerId: 7` names customer 7), and what
/// the server said of it.
struct RecordLink: Sendable, Hashable {
  /// What the server said of the record named.
  enum Found: Sendable, Hashable {
    /// It has it, called `name` by its name- or title-like field, when it has one.
    case record(name: String?)
    /// It says it has no such record.
    case missing
    /// It could not be asked, or answered otherwise.
    case unreadable
  }

  var key: RecordKey
  var found: Found

  /// Whether Enter opens the record: not when the server says it has none.
  var opens: Bool {
    found != .missing
  }
}
