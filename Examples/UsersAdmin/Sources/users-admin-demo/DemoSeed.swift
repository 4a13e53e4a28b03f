import Foundation
import UsersAdminServer

/// The users the demo server starts with.
enum DemoSeed {
  static let users = [
    StoredUser(
      id: 1, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
      avatarURL: "https://example.com/avatars/ada.png",
      createdAt: Date(timeIntervalSince1970: 1_700_000_000)),
    StoredUser(
      id: 2, firstName: "Alan", lastName: "Turing", email: "alan@example.com",
      createdAt: Date(timeIntervalSince1970: 1_700_086_400)),
  ]
}
