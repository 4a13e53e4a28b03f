/// Why a ``JSONServer`` could not load or save its data, or read its rewrite rules, in one line
/// for a person (``description``).
public struct JSONServerError: Error, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for choosing an exit status.
  public enum Kind: Sendable, Hashable {
    /// The file could not be read, or does not exist.
    case unreadable
    /// The file is larger than ``JSONServer/maximumFileSize``.
    case tooLarge
    /// The text is not valid JSON; ``JSONServerError/line`` and ``JSONServerError/column``
    /// say where, when known.
    case invalidJSON
    /// The JSON is not an object whose members are arrays and objects (or, for rewrite rules,
    /// strings); ``JSONServerError/line`` and ``JSONServerError/column`` say where.
    case invalidContent
    /// A write could not be saved to the file.
    case unsaved
  }

  public let kind: Kind
  /// The line of the text where the problem is, counted from 1, when there is one.
  public let line: Int?
  /// The column of that line, counted from 1 in characters, when there is one.
  public let column: Int?
  /// The problem in one line, naming the file and, when known, the line and column.
  public let description: String

  init(_ kind: Kind, _ description: String, line: Int? = nil, column: Int? = nil) {
    self.kind = kind
    self.description = description
    self.line = line
    self.column = column
  }
}
