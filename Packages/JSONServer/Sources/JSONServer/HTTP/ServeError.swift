/// Why `app serve` could not start as asked: a configuration file, a static folder or a database
/// file it could not use, in one line for a person (``description``).
public struct ServeError: Error, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for choosing an exit status.
  public enum Kind: Sendable, Hashable {
    /// A file or folder could not be read, made or found.
    case unreadable
    /// A configuration file is not valid JSON, or holds an option that is unknown, refused or
    /// of the wrong kind.
    case invalidContent
  }

  public let kind: Kind
  /// The problem in one line, naming the file or folder.
  public let description: String

  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}
