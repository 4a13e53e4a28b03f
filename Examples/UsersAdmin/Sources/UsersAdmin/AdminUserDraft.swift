/// What a create or an edit sends, inside the `{"user": {…}}` envelope Rails expects.
public struct AdminUserDraft: Sendable, Hashable {
  /// The given name.
  public var firstName: String
  /// The surname.
  public var lastName: String
  /// The email address.
  public var email: String
  /// The picture's address; `nil` for none.
  public var avatarURL: String?

  /// Creates a draft from its parts.
  public init(firstName: String, lastName: String, email: String, avatarURL: String? = nil) {
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.avatarURL = avatarURL
  }

  /// A draft with `user`'s current values.
  public init(_ user: AdminUser) {
    self.init(
      firstName: user.firstName, lastName: user.lastName, email: user.email,
      avatarURL: user.avatarURL?.absoluteString)
  }
}

extension AdminUserDraft: Codable {
  private enum CodingKeys: String, CodingKey {
    case firstName = "first_name"
    case lastName = "last_name"
    case email
    case avatarURL = "avatar_url"
  }
}
