/// Changes to a to-do: what `PATCH /todos/{id}` sends; only the non-nil fields are encoded.
public struct TodoChanges: Sendable, Hashable, Encodable {
  /// The new title, or `nil` to keep it.
  public var title: String?
  /// Whether it is done, or `nil` to keep it.
  public var completed: Bool?

  /// Creates changes to the fields given; the others are kept.
  public init(title: String? = nil, completed: Bool? = nil) {
    self.title = title
    self.completed = completed
  }

  public var isEmpty: Bool {
    title == nil && completed == nil
  }
}
