/// A repository on GitHub, `OWNER/NAME`, such as `octo/harbour`.
public struct Repository: Sendable, Hashable, CustomStringConvertible {
  /// The owner's login.
  public var owner: String
  /// The repository's name.
  public var name: String

  /// The repository `name` of `owner`.
  public init(owner: String, name: String) {
    self.owner = owner
    self.name = name
  }

  /// The repository `text` names as `OWNER/NAME`, or `nil` when it does not.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
      return nil
    }
    self.init(owner: String(parts[0]), name: String(parts[1]))
  }

  /// `OWNER/NAME`.
  public var description: String {
    "\(owner)/\(name)"
  }
}
