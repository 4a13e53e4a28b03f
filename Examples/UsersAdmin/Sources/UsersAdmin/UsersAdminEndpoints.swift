import Features
import Foundation

/// The users API's endpoints, for the `HTTPClient` core: what each request sends, which
/// statuses succeed, and how a `422` reads (Rails' `{"email": ["is invalid"]}`, its `base`
/// the form's own message: `RejectionFormat.rails`).
public enum UsersAdminEndpoints {
  /// `GET /users.json`: every user, read record by record.
  public static var users: Endpoint<ListPayload<AdminUser>> {
    .list(["users.json"], resource: "users")
  }

  /// `POST /oauth/token` for a token of OAuth client `clientID` (the client-credentials
  /// grant), answered `200` with the token and how long it lasts.
  public static func token(clientID: String, clientSecret: String) -> Endpoint<OAuthToken> {
    .clientCredentialsToken(["oauth", "token"], clientID: clientID, clientSecret: clientSecret)
  }

  /// `POST /users.json` with `{"user": {…}}`, answered `201` with the user.
  public static func create(_ draft: AdminUserDraft) throws -> Endpoint<AdminUser> {
    try .write(
      "POST", ["users.json"], body: AdminUserEnvelope(user: draft), resource: "user",
      successStatuses: [201], createsItem: true, rejection: .rails)
  }

  /// `PATCH /users/{id}.json` with `{"user": {…}}`, answered `200` with the user.
  public static func update(_ id: AdminUser.ID, _ draft: AdminUserDraft) throws
    -> Endpoint<AdminUser>
  {
    try .write(
      "PATCH", ["users", "\(id.rawValue).json"], body: AdminUserEnvelope(user: draft),
      resource: "user", item: Endpoint.Item(resource: "user", id: "\(id.rawValue)"),
      successStatuses: [200], rejection: .rails)
  }
}
