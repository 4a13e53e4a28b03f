import Foundation
import HTTPClient
import TestSupport
import Testing

/// Who an authorization's tokens are for, and the ways its client is sent.
struct OAuthAuthorizationTests {
  private let tokenURL = URL(string: "https://ada:pw@auth.example.com/token")

  private func authorization(
    _ grant: OAuthGrant = .clientCredentials, client: OAuthClient = OAuthClient(id: "shelf"),
    scopes: [String] = [], stated: Bool = false
  ) throws -> OAuthAuthorization {
    OAuthAuthorization(
      tokenURL: try #require(tokenURL), grant: grant, client: client, scopes: scopes,
      isAuthenticationStated: stated)
  }

  @Test func theHolderIsTheEndpointTheClientTheUserAndTheScopesNeverASecret() throws {
    let holder = try authorization(
      .password(user: "alice", password: "wonderland"),
      client: OAuthClient(id: "shelf", secret: "s3cr3t"), scopes: ["b", "a"]
    ).holder

    checkEqual(
      holder, "oauth https://ada@auth.example.com/token, client shelf, user alice, scope a b")
    check(!holder.contains("pw") && !holder.contains("wonderland") && !holder.contains("s3cr3t"))
  }

  @Test func anotherClientUserOrScopeIsAnotherHolderAndTheSecretsAreNot() throws {
    let holder = try authorization(.password(user: "alice", password: "one")).holder

    checkEqual(try authorization(.password(user: "alice", password: "two")).holder, holder)
    check(try authorization(.password(user: "bob", password: "one")).holder != holder)
    check(
      try authorization(.password(user: "alice", password: "one"), client: OAuthClient(id: "x"))
        .holder != holder)
    check(
      try authorization(.password(user: "alice", password: "one"), scopes: ["a"]).holder
        != holder)
  }

  @Test func theClientIsSentInBasicThenInTheBodyUnlessAWayIsStated() throws {
    checkEqual(try authorization().clientAuthentications, [.basic, .body])
    checkEqual(
      try authorization(client: OAuthClient(id: "s", authentication: .body), stated: true)
        .clientAuthentications, [.body])
    checkEqual(try authorization(client: OAuthClient()).clientAuthentications, [.basic])
  }

  @Test func credentialsWithAHolderKeepItUntilOthersReplaceTheirFields() {
    let token = Credentials(headers: ["Authorization": "Bearer t1"], holder: "client shelf")

    checkEqual(token.adding(.none).holder, "client shelf")
    checkEqual(token.adding(Credentials(headers: ["X-Tenant": "blue"])).holder, nil)
    checkEqual(token.adding(Credentials(headers: [:], holder: "other")).holder, "other")
    check(!"\(token)".contains("t1"))
  }
}
