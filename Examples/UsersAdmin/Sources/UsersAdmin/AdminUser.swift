import Foundation
import Models

/// A user as the admin API lists it: `{id, first_name, last_name, email, avatar_url, created_at}`.
public struct AdminUser: Sendable, Hashable, Identifiable {
  /// A user's identifier, which cannot be mixed up with another resource's.
  public typealias ID = Tagged<AdminUser, Int>

  /// The user's identifier.
  public var id: ID
  /// The given name.
  public var firstName: String
  /// The surname.
  public var lastName: String
  /// The email address.
  public var email: String
  /// The picture, when the user has one.
  public var avatarURL: URL?
  /// When the user was created.
  public var createdAt: Date

  /// Creates a user from its parts.
  public init(
    id: ID, firstName: String, lastName: String, email: String, avatarURL: URL? = nil,
    createdAt: Date
  ) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.avatarURL = avatarURL
    self.createdAt = createdAt
  }

  /// The name and surname, as a list shows them.
  public var fullName: String {
    [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension AdminUser: Codable {
  private enum CodingKeys: String, CodingKey {
    case id
    case firstName = "first_name"
    case lastName = "last_name"
    case email
    case avatarURL = "avatar_url"
    case createdAt = "created_at"
  }

  /// Reads a user; an empty `avatar_url` is no avatar, and `created_at` is ISO 8601 with or
  /// without fractional seconds, as Rails writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(ID.self, forKey: .id)
    firstName = try container.decode(String.self, forKey: .firstName)
    lastName = try container.decode(String.self, forKey: .lastName)
    email = try container.decode(String.self, forKey: .email)
    let avatar = try container.decodeIfPresent(String.self, forKey: .avatarURL) ?? ""
    if avatar.isEmpty {
      avatarURL = nil
    } else if let url = URL(string: avatar) {
      avatarURL = url
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .avatarURL, in: container, debugDescription: "not a URL: \(avatar)")
    }
    let created = try container.decode(String.self, forKey: .createdAt)
    guard let date = AdminUser.date(fromISO8601: created) else {
      throw DecodingError.dataCorruptedError(
        forKey: .createdAt, in: container, debugDescription: "not an ISO 8601 date: \(created)")
    }
    createdAt = date
  }

  /// Writes the user as the API does, `created_at` in ISO 8601 with milliseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(firstName, forKey: .firstName)
    try container.encode(lastName, forKey: .lastName)
    try container.encode(email, forKey: .email)
    try container.encode(avatarURL?.absoluteString, forKey: .avatarURL)
    try container.encode(
      Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(createdAt),
      forKey: .createdAt)
  }

  /// The date `text` writes in ISO 8601, with or without fractional seconds.
  static func date(fromISO8601 text: String) -> Date? {
    let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    return (try? fractional.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
  }
}
