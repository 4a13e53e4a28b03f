import Models

/// A detail is coded as its post with the author under `user` and the comments under
/// `comments`, the shape a json-server answers `/posts/7?_expand=user&_embed=comments` with.
extension PostDetail: Codable {
  private enum CodingKeys: String, CodingKey {
    case user
    case comments
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      post: try Post(from: decoder),
      author: try container.decodeIfPresent(User.self, forKey: .user),
      comments: try container.decodeIfPresent([Comment].self, forKey: .comments) ?? []
    )
  }

  public func encode(to encoder: any Encoder) throws {
    try post.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(author, forKey: .user)
    try container.encode(comments, forKey: .comments)
  }
}
