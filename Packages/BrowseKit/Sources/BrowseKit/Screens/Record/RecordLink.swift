/// A record that a foreign key of another names (`customerId: 7` names customer 7), and what
/// the server said of it.
public struct RecordLink: Sendable, Hashable {
  public init(key: RecordKey, found: Found) {
    self.key = key
    self.found = found
  }

  /// What the server said of the record named.
  public enum Found: Sendable, Hashable {
    /// It has it, called `name` by its name- or title-like field, when it has one.
    case record(name: String?)
    /// It says it has no such record.
    case missing
    /// It could not be asked, or answered otherwise.
    case unreadable
  }

  public var key: RecordKey
  public var found: Found

  /// Whether Enter opens the record: not when the server says it has none.
  public var opens: Bool {
    found != .missing
  }
}
