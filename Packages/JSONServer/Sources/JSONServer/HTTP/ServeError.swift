/// Why `app serve` could not start as asked (``JSONServerLaunch``): options that cannot go
/// together, a configuration, routes or database file or a static folder it could not use, or an
/// address it cannot listen at; in one line for a person (``description``).
public struct ServeError: Error, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for choosing an exit status.
  public enum Kind: Sendable, Hashable {
    /// A file or folder could not be read, made or found.
    case unreadable
    /// A configuration, routes or database file is not valid JSON, or holds what json-server
    /// does not take.
    case invalidContent
    /// The options ask for what cannot be: `watch` without a file.
    case conflictingOptions
    /// The address cannot be listened at.
    case unavailable
  }

  public let kind: Kind
  /// The problem in one line, naming the file or folder.
  public let description: String

  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}
