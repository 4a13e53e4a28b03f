/// What a new issue sends: `{"title": …, "body": …}`, the body left out when it is empty.
public struct IssueDraft: Sendable, Hashable, Encodable {
  /// The title.
  public var title: String
  /// The description; empty for none.
  public var body: String

  /// Creates a draft from its parts.
  public init(title: String, body: String = "") {
    self.title = title
    self.body = body
  }

  private enum CodingKeys: String, CodingKey {
    case title, body
  }

  /// Writes the title, and the body when there is one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    if !body.isEmpty {
      try container.encode(body, forKey: .body)
    }
  }
}
