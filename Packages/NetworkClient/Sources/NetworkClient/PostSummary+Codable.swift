import JSONCoding
import Models

/// A summary is coded as its post with the author embedded under `user`, the shape a
/// json-server answers `/posts?_expand=user` with.
///
/// The author is encoded from the storage its posts share, so that `FastJSONEncoder` writes
/// each author once per text and copies it into that author's other posts (see
/// `SharedEncodable`); any encoder writes the same text.
extension PostSummary: Codable {
  private enum CodingKeys: String, CodingKey {
    case user
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      post: try Post(from: decoder),
      author: try container.decodeIfPresent(User.self, forKey: .user)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    try post.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(authorStorage, forKey: .user)
  }
}

/// An author is encoded as the user, the same text wherever its posts are.
extension AuthorStorage: SharedEncodable {
  func encode(to encoder: any Encoder) throws {
    try user.encode(to: encoder)
  }
}
