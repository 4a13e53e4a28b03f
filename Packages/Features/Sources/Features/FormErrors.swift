import NetworkClient

/// What is wrong with a form's fields, one entry per field in the form's order, from the form's
/// own validation or from the server's `422` answer.
///
/// ```
/// name: can't be blank
/// email: is not a valid address
/// ```
///
/// Field names are the API's (`name`, `email`, `userId`, `address.city`), so that the client's
/// and the server's verdicts read alike.
public struct FormErrors: Sendable, Hashable {
  /// One field's problems.
  public struct Entry: Sendable, Hashable {
    /// The field's name, as the API spells it.
    public var field: String
    /// What is wrong with it, such as `can't be blank`.
    public var messages: [String]

    /// Creates an entry for `field`.
    public init(field: String, messages: [String]) {
      self.field = field
      self.messages = messages
    }
  }

  /// The fields with problems, in order; no field appears twice.
  public private(set) var entries: [Entry]

  /// Creates errors from `entries`, merging the messages of a field named more than once into
  /// its first entry.
  public init(_ entries: [Entry] = []) {
    self.entries = []
    for entry in entries {
      for message in entry.messages {
        add(message, for: entry.field)
      }
      if entry.messages.isEmpty && self[entry.field].isEmpty {
        self.entries.append(entry)
      }
    }
  }

  /// Creates errors from the server's `fieldErrors`, ordered by `fieldOrder` (a form's fields);
  /// fields the form does not know follow, sorted by name.
  public init(_ fieldErrors: FieldErrors, fieldOrder: [String]) {
    let known = fieldOrder.filter { fieldErrors.messages[$0] != nil }
    let unknown = fieldErrors.messages.keys.filter { !fieldOrder.contains($0) }.sorted()
    self.init(
      (known + unknown).map { Entry(field: $0, messages: fieldErrors.messages[$0] ?? []) })
  }

  /// Whether no field has a problem.
  public var isEmpty: Bool {
    entries.isEmpty
  }

  /// The names of the fields with problems, in order.
  public var fields: [String] {
    entries.map(\.field)
  }

  /// The messages for `field`, empty when it has none.
  public subscript(field: String) -> [String] {
    entries.first { $0.field == field }?.messages ?? []
  }

  /// One line per field: the name, a colon and the messages separated by commas, such as
  /// `email: is not a valid address`.
  public var lines: [String] {
    entries.map { entry in
      entry.messages.isEmpty
        ? entry.field : "\(entry.field): " + entry.messages.joined(separator: ", ")
    }
  }

  /// Adds `message` to `field`'s messages, as a new last entry if the field has none yet.
  public mutating func add(_ message: String, for field: String) {
    if let index = entries.firstIndex(where: { $0.field == field }) {
      entries[index].messages.append(message)
    } else {
      entries.append(Entry(field: field, messages: [message]))
    }
  }

  /// Removes `field`'s entry.
  public mutating func removeAll(for field: String) {
    entries.removeAll { $0.field == field }
  }
}
