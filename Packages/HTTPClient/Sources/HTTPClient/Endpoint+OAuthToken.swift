import HTTPBasics

extension Endpoint where Response == OAuthToken {
  /// `POST` to the token endpoint at `path` for a token of `grant` (RFC 6749, sections 4.3,
  /// 4.4 and 6), form-encoded: `grant_type` and the grant's own fields, the `scopes`, if any,
  /// space-separated in `scope`, and the client's id and secret as its
  /// ``OAuthClient/authentication`` says; answered `200` with the token.
  ///
  /// ```swift
  /// let token = Endpoint<OAuthToken>.token(
  ///   ["oauth", "token"], grant: .password(user: "alice", password: "wonderland"),
  ///   client: OAuthClient(id: "shelf", secret: "s3cr3t", authentication: .body),
  ///   scopes: ["books:read"])
  /// ```
  public static func token(
    _ path: [String], grant: OAuthGrant, client: OAuthClient, scopes: [String] = []
  ) -> Self {
    var fields = grant.fields
    if !scopes.isEmpty {
      fields.append(("scope", .text(scopes.joined(separator: " "))))
    }
    if client.authentication == .body {
      if let id = client.id { fields.append(("client_id", .text(id))) }
      if let secret = client.secret { fields.append(("client_secret", .text(secret))) }
    }
    var endpoint = Self.write(
      "POST", path, body: .formEncoded(fields), resource: "token", successStatuses: [200])
    if client.authentication == .basic, let id = client.id {
      endpoint.credentials = .basic(
        user: QueryEncoding.encode(id), password: QueryEncoding.encode(client.secret ?? ""))
    }
    return endpoint
  }

  /// ``token(_:grant:client:scopes:)`` of the client-credentials grant, the client's id and
  /// secret in HTTP Basic, and the `scope`, if any.
  ///
  /// ```swift
  /// let token = Endpoint<OAuthToken>.clientCredentialsToken(
  ///   ["oauth", "token"], clientID: "reports", clientSecret: "s3cr3t", scope: "users:read")
  /// ```
  public static func clientCredentialsToken(
    _ path: [String], clientID: String, clientSecret: String, scope: String? = nil
  ) -> Self {
    token(
      path, grant: .clientCredentials, client: OAuthClient(id: clientID, secret: clientSecret),
      scopes: scope.map { [$0] } ?? [])
  }
}
