import Foundation
import HTTPClient
import TestSupport
import Testing

/// The token request of each grant, its client in Basic or in the body, as RFC 6749 writes it.
struct EndpointOAuthTokenTests {
  private func form(_ endpoint: Endpoint<OAuthToken>) -> String {
    String(decoding: endpoint.body ?? Data(), as: UTF8.self)
  }

  @Test func theClientCredentialsGrantSendsTheClientInBasicEachPartFormEncoded() {
    let endpoint = Endpoint<OAuthToken>.token(
      ["oauth", "token"], grant: .clientCredentials,
      client: OAuthClient(id: "re ports", secret: "s3:cr3t"), scopes: ["a:read", "b"])

    checkEqual(endpoint.method, "POST")
    checkEqual(endpoint.pathComponents, ["oauth", "token"])
    checkEqual(endpoint.contentType, "application/x-www-form-urlencoded")
    checkEqual(form(endpoint), "grant_type=client_credentials&scope=a%3Aread%20b")
    checkEqual(endpoint.credentials, .basic(user: "re%20ports", password: "s3%3Acr3t"))
  }

  @Test func thePasswordGrantSendsTheUserAndTheClientInTheBody() {
    let endpoint = Endpoint<OAuthToken>.token(
      [], grant: .password(user: "alice", password: "won&derland"),
      client: OAuthClient(id: "shelf", secret: "s3cr3t", authentication: .body))

    checkEqual(
      form(endpoint),
      "grant_type=password&username=alice&password=won%26derland&client_id=shelf"
        + "&client_secret=s3cr3t")
    check(endpoint.credentials.isEmpty)
  }

  @Test func aPublicClientSendsNoClient() {
    let endpoint = Endpoint<OAuthToken>.token(
      [], grant: .password(user: "alice", password: "pw"), client: OAuthClient())

    checkEqual(form(endpoint), "grant_type=password&username=alice&password=pw")
    check(endpoint.credentials.isEmpty)
  }

  @Test func theRefreshTokenGrantSendsTheRefreshToken() {
    let endpoint = Endpoint<OAuthToken>.token(
      [], grant: .refreshToken("r/1"),
      client: OAuthClient(id: "shelf", secret: "s", authentication: .body))

    checkEqual(
      form(endpoint), "grant_type=refresh_token&refresh_token=r%2F1&client_id=shelf&client_secret=s"
    )
  }

  @Test func theClientCredentialsTokenIsTheClientCredentialsGrantInBasic() {
    let endpoint = Endpoint<OAuthToken>.clientCredentialsToken(
      ["oauth", "token"], clientID: "reports", clientSecret: "s3cr3t", scope: "users:read")

    checkEqual(form(endpoint), "grant_type=client_credentials&scope=users%3Aread")
    checkEqual(endpoint.credentials, .basic(user: "reports", password: "s3cr3t"))
  }

  @Test func aGrantAndAClientNameNoSecret() {
    checkEqual(
      "\(OAuthGrant.password(user: "alice", password: "pw"))",
      "the password grant of the user 'alice'")
    checkEqual("\(OAuthGrant.refreshToken("r1"))", "a refresh token")
    checkEqual("\(OAuthClient(id: "shelf", secret: "s3cr3t"))", "the client 'shelf'")
    check(!"\(OAuthClient(id: "shelf", secret: "s3cr3t"))".contains("s3cr3t"))
  }
}
