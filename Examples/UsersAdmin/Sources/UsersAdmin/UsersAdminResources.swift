import Features
import Foundation

/// The users API's resource, described once, and the endpoint of its tokens: Rails' routes
/// with their format (`/users.json`, `/users/{id}.json`), the list answered whole, the fields
/// of a write under `user`, and Rails' `422` (`{"errors": {"email": ["…"]}}`).
public enum UsersAdminResources {
  /// `/users.json`: listed, created and updated.
  public static let users = ResourceDescription<AdminUser, AdminUserDraft>(
    path: ["users"], singular: "user", pathExtension: "json", paging: .unpaged,
    rejection: .rails, root: "user")

  /// `POST /oauth/token` of the client-credentials grant, as a server that guards the users
  /// behind OAuth issues tokens.
  public static func token(clientID: String, clientSecret: String) -> Endpoint<OAuthToken> {
    .clientCredentialsToken(["oauth", "token"], clientID: clientID, clientSecret: clientSecret)
  }
}
