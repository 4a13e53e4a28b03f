import Models

/// A detail is coded as its user with the albums under `albums` and the to-dos under `todos`,
/// the shape a json-server answers `/users/1?_embed=albums&_embed=todos` with.
extension UserDetail: Codable {
  private enum CodingKeys: String, CodingKey {
    case albums
    case todos
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      user: try User(from: decoder),
      albums: try container.decodeIfPresent([Album].self, forKey: .albums) ?? [],
      todos: try container.decodeIfPresent([Todo].self, forKey: .todos) ?? []
    )
  }

  public func encode(to encoder: any Encoder) throws {
    try user.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(albums, forKey: .albums)
    try container.encode(todos, forKey: .todos)
  }
}
