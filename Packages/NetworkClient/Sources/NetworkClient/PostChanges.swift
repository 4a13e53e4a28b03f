/// Changes to a post: what `PATCH /posts/{id}` sends; only the non-nil fields are encoded.
public struct PostChanges: Sendable, Hashable, Encodable {
  /// The new title, or `nil` to keep it.
  public var title: String?
  /// The new text, or `nil` to keep it.
  public var body: String?

  /// Creates changes to the fields given; the others are kept.
  public init(title: String? = nil, body: String? = nil) {
    self.title = title
    self.body = body
  }

  public var isEmpty: Bool {
    title == nil && body == nil
  }
}
