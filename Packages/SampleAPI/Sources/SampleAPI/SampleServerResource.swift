/// A collection a ``SampleServer`` serves at the top level, for a list of what it serves.
public struct SampleServerResource: Sendable, Hashable {
  /// The name, which is also the path: `posts` is served at `/posts`.
  public let name: String
  /// Whether it is a list of records (`/posts`, `/posts/1`) rather than one object (`/profile`).
  public let isPlural: Bool

  /// Creates the description of a resource.
  public init(name: String, isPlural: Bool) {
    self.name = name
    self.isPlural = isPlural
  }
}
