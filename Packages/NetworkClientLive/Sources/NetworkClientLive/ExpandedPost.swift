import Models

/// A post as `GET /posts/{id}?_expand=user` answers it: the post's fields, with its author under
/// `user` where the server expands it.
///
/// An author that is missing, `null`, unreadable or another user than the post's `userId` is
/// `nil`, so that the client asks for it on its own; the post itself must decode.
struct ExpandedPost: Sendable, Decodable {
  var post: Post
  var author: User?

  private enum CodingKeys: String, CodingKey {
    case user
  }

  init(from decoder: any Decoder) throws {
    post = try Post(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let user = try? container.decodeIfPresent(User.self, forKey: .user)
    author = user?.id == post.userId ? user : nil
  }
}
