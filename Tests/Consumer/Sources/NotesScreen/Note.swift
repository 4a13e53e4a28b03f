import Features

/// A note of the team's own API: `{"id": 7, "title": "Harbour"}`.
public struct Note: Decodable, Identifiable, Sendable, Hashable {
  public var id: Int
  public var title: String

  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// What a create sends: `{"title": "Harbour"}`.
public struct NoteDraft: Encodable, Sendable, Hashable {
  public var title: String

  public init(title: String) {
    self.title = title
  }
}
