import HTTPClient

/// What is wrong with a form's fields, one entry per field in the form's order, from the form's
/// own validation or from the server's rejection; and the form's own messages, which name none
/// of its fields.
///
/// ```
/// name: can't be blank
/// email: is not a valid address
/// ```
///
/// Field names are the API's (`name`, `email`, `userId`, `address.city`), so that the client's
/// and the server's verdicts read alike.
public struct FormErrors: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
    /// The field's name, as the API spells it.
    public var field: String
    /// What is wrong with it, such as `can't be blank`.
    public var messages: [String]

    public init(field: String, messages: [String]) {
      self.field = field
      self.messages = messages
    }
  }

  /// The fields with problems, in order; no field appears twice.
  public private(set) var entries: [Entry]
  /// The form's own messages, shown above its fields: the server's that name no field of the
  /// form (Rails' `base`, a problem's `detail`), and those of a field the form does not have,
  /// in a line with its name. A change of any field clears them (see ``FormFeature``).
  public var general: [String] = []

  /// Each field's position in ``entries``, so that adding to a field takes constant time.
  private var positions: [String: Int]

  /// Creates errors from `entries`, merging the messages of a field named more than once into
  /// its first entry.
  public init(_ entries: [Entry] = []) {
    var merged: [Entry] = []
    var positions: [String: Int] = [:]
    for entry in entries {
      if let position = positions[entry.field] {
        merged[position].messages += entry.messages
      } else {
        positions[entry.field] = merged.count
        merged.append(entry)
      }
    }
    self.entries = merged
    self.positions = positions
  }

  /// Creates errors from `entries`, as ``init(_:)`` does, with the form's own messages.
  public init(_ entries: [Entry] = [], general: [String]) {
    self.init(entries)
    self.general = general
  }

  /// Creates errors from the server's `fieldErrors`, ordered by `fieldOrder` (a form's fields).
  /// The messages that name no field, then those of the fields the form does not know, sorted
  /// by name, each field's a line as ``lines`` writes one (`nickname: "is taken"`), are the
  /// form's own (``general``).
  public init(_ fieldErrors: FieldErrors, fieldOrder: [String]) {
    let knownFields = Set(fieldOrder)
    let known = fieldOrder.filter { fieldErrors.messages[$0] != nil }
    self.init(known.map { Entry(field: $0, messages: fieldErrors.messages[$0] ?? []) })
    let unknown = fieldErrors.messages.keys.filter { !knownFields.contains($0) }.sorted()
    general =
      fieldErrors.general
      + unknown.map { field in
        let messages = fieldErrors.messages[field] ?? []
        return messages.isEmpty ? field : "\(field): " + messages.joined(separator: ", ")
      }
  }

  /// Whether no field has a problem and the form has no message of its own.
  public var isEmpty: Bool {
    entries.isEmpty && general.isEmpty
  }

  /// The names of the fields with problems, in order.
  public var fields: [String] {
    entries.map(\.field)
  }

  /// The messages for `field`, empty when it has none.
  public subscript(field: String) -> [String] {
    positions[field].map { entries[$0].messages } ?? []
  }

  /// The form's own messages, then one line per field: the name, a colon and the messages
  /// separated by commas, such as `email: is not a valid address`.
  public var lines: [String] {
    general
      + entries.map { entry in
        entry.messages.isEmpty
          ? entry.field : "\(entry.field): " + entry.messages.joined(separator: ", ")
      }
  }

  /// Adds `message` to `field`'s messages, as a new last entry if the field has none yet.
  public mutating func add(_ message: String, for field: String) {
    if let position = positions[field] {
      entries[position].messages.append(message)
    } else {
      positions[field] = entries.count
      entries.append(Entry(field: field, messages: [message]))
    }
  }

  public mutating func removeAll(for field: String) {
    guard let position = positions[field] else { return }
    entries.remove(at: position)
    positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.field, $0) })
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries == rhs.entries && lhs.general == rhs.general
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries)
    hasher.combine(general)
  }
}
