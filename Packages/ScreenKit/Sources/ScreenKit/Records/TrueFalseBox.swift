import JSONCoding

/// A true/false value as a screen draws it: a box, `[x]` for true and `[ ]` for false.
///
/// Plain ASCII, so that every terminal draws it, and three cells wide either way, so that a
/// column of boxes stays aligned. Only what is drawn for a person: text for other programs
/// (`app get` into a pipe) keeps the words `true` and `false` (``RecordColumn/text(of:)``).
public struct TrueFalseBox: Sendable, Hashable, CustomStringConvertible {
  /// The box of a true value.
  public static let checked = "[x]"
  /// The box of a false value.
  public static let unchecked = "[ ]"

  /// The value the box shows.
  public var isChecked: Bool

  public init(_ isChecked: Bool) {
    self.isChecked = isChecked
  }

  /// The box of `value` when it is true or false; `nil` for any other value, `null` and a
  /// missing one included, which show no box.
  public init?(_ value: JSONValue?) {
    guard case .bool(let bool)? = value else { return nil }
    self.init(bool)
  }

  /// ``checked`` or ``unchecked``.
  public var description: String {
    isChecked ? Self.checked : Self.unchecked
  }

  /// The text of a cell or a field that shows `value` on a screen: a true/false value as its
  /// box, anything else as ``RecordColumn/text(of:)`` writes it.
  public static func text(of value: JSONValue?) -> String {
    TrueFalseBox(value)?.description ?? RecordColumn.text(of: value)
  }
}
