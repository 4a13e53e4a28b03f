/// A collection a ``JSONServer`` serves at the top level, for a list of what it serves.
public struct JSONServerResource: Sendable, Hashable {
  /// The name, which is also the path: `posts` is served at `/posts`.
  public let name: String
  /// Whether it is a list of records (`/posts`, `/posts/1`) rather than one object (`/profile`).
  public let isPlural: Bool
  /// How many records a plural resource has; 0 for a singular one.
  public let count: Int

  public init(name: String, isPlural: Bool) {
    self.init(name: name, isPlural: isPlural, count: 0)
  }

  public init(name: String, isPlural: Bool, count: Int) {
    self.name = name
    self.isPlural = isPlural
    self.count = count
  }
}
