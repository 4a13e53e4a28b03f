import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

/// A server's `oauth`: each grant with its client and user, secrets from the environment, the
/// token endpoint below the root or elsewhere; and each mistake said at its key.
struct OAuthSettingsTests {
  private func read(
    _ oauth: String, environment: [String: String] = [:]
  ) throws -> OAuthSettings? {
    try ServerSettings(
      try JSONValue(parsing: Data(#"{"oauth": \#(oauth)}"#.utf8)), environment: environment
    ).oauth
  }

  private func problem(_ oauth: String, environment: [String: String] = [:]) -> String? {
    do {
      _ = try read(oauth, environment: environment)
      return nil
    } catch let problem as ServerSettings.Problem {
      return "\(problem.path.joined(separator: ".")): \(problem.reason)"
    } catch {
      return "\(error)"
    }
  }

  @Test func theClientCredentialsGrantIsTheDefaultItsSecretFromTheEnvironment() throws {
    let oauth = try #require(
      try read(
        #"{"tokenURL": "https://auth.example.com/token", "clientID": "reports", "#
          + #""clientSecret": {"variable": "SECRET"}, "scopes": ["a", "b"]}"#,
        environment: ["SECRET": "s3cr3t"]))

    checkEqual(oauth.grant, .clientCredentials)
    checkEqual(oauth.client, OAuthClient(id: "reports", secret: "s3cr3t"))
    check(!oauth.isClientAuthenticationStated)
    checkEqual(oauth.scopes, ["a", "b"])
    check(!oauth.keepsToken)
    let root = try #require(URL(string: "http://127.0.0.1:8000/api"))
    checkEqual(
      oauth.authorization(below: root)?.tokenURL.absoluteString, "https://auth.example.com/token")
  }

  @Test func thePasswordGrantNeedsNoClientAndItsTokenURLIsBelowTheRoot() throws {
    let oauth = try #require(
      try read(
        #"{"tokenURL": "/auth/token", "grant": "password", "user": "alice", "#
          + #""password": {"variable": "PW"}, "clientAuthentication": "body", "#
          + #""scopes": "read write", "keepToken": true}"#,
        environment: ["PW": "wonderland"]))

    checkEqual(oauth.grant, .password(user: "alice", password: "wonderland"))
    checkEqual(oauth.client, OAuthClient(authentication: .body))
    check(oauth.isClientAuthenticationStated)
    checkEqual(oauth.scopes, ["read", "write"])
    check(oauth.keepsToken)
    let root = try #require(URL(string: "http://127.0.0.1:8000/api/"))
    let authorization = try #require(oauth.authorization(below: root))
    checkEqual(authorization.tokenURL.absoluteString, "http://127.0.0.1:8000/api/auth/token")
    checkEqual(authorization.clientAuthentications, [.body])
  }

  @Test(arguments: [
    (
      #"[]"#,
      "oauth: must be an object of 'tokenURL', 'grant', 'clientID', 'clientSecret', 'user', 'password', 'scopes', 'clientAuthentication' or 'keepToken'"
    ),
    (
      #"{"clientID": "a", "clientSecret": "b"}"#,
      "oauth.tokenURL: must be given: the token endpoint's URL, or its path below the server's root"
    ),
    (
      #"{"tokenURL": "ftp://x/token", "clientID": "a", "clientSecret": "b"}"#,
      "oauth.tokenURL: 'ftp://x/token' is not an http or https URL"
    ),
    (
      #"{"tokenURL": "http://h:99999/t", "clientID": "a", "clientSecret": "b"}"#,
      "oauth.tokenURL: has an invalid port '99999'"
    ),
    (
      #"{"tokenURL": "https:///token", "clientID": "a", "clientSecret": "b"}"#,
      "oauth.tokenURL: 'https:///token' is not an http or https URL"
    ),
    (
      #"{"tokenURL": "/t", "clientID": "a"}"#,
      "oauth: needs 'clientID' and 'clientSecret' for client credentials"
    ),
    (#"{"tokenURL": "/t", "clientSecret": "b"}"#, "oauth.clientSecret: needs 'clientID'"),
    (
      #"{"tokenURL": "/t", "clientID": "a", "clientSecret": "b", "user": "u"}"#,
      "oauth.user: is for the password grant alone"
    ),
    (
      #"{"tokenURL": "/t", "grant": "password", "user": "u"}"#,
      "oauth: needs 'password' for the password grant"
    ),
    (
      #"{"tokenURL": "/t", "grant": "implicit"}"#,
      "oauth.grant: must be client_credentials or password"
    ),
    (
      #"{"tokenURL": "/t", "grant": "password", "user": "u", "password": {"variable": "NOPE"}}"#,
      "oauth.password.variable: names $NOPE, which is not set (export NOPE=… to send it)"
    ),
    (
      #"{"tokenURL": "/t", "grant": "password", "user": "u\nv", "password": "p"}"#,
      "oauth.user: must not be empty nor hold a line break"
    ),
    (
      #"{"tokenURL": "/t", "clientID": "a", "clientSecret": "b", "clientAuthentication": "digest"}"#,
      "oauth.clientAuthentication: must be basic or body"
    ),
    (
      #"{"tokenURL": "/t", "clientID": "a", "clientSecret": "b", "keepToken": "yes"}"#,
      "oauth.keepToken: must be true or false"
    ),
    (
      #"{"tokenURL": "/t", "clientID": "a", "clientSecret": "b", "scopes": [1]}"#,
      "oauth.scopes: must be a list of names"
    ),
    (
      #"{"tokenURL": "/t", "clientID": "a", "clientSecret": "b", "secret": "c"}"#,
      "oauth.secret: is not a setting (expected 'tokenURL', 'grant', 'clientID', 'clientSecret', 'user', 'password', 'scopes', 'clientAuthentication' or 'keepToken')"
    ),
  ])
  func eachMistakeIsSaidAtItsKey(oauth: String, said: String) {
    checkEqual(problem(oauth), said)
  }

  @Test func oauthAndAuthCannotBothBeGiven() throws {
    let json =
      #"{"auth": {"type": "bearer", "secret": "t"}, "#
      + #""oauth": {"tokenURL": "/t", "clientID": "a", "clientSecret": "b"}}"#

    #expect(
      throws: ServerSettings.Problem(path: ["oauth"], reason: "and 'auth' cannot both be given")
    ) {
      try ServerSettings(try JSONValue(parsing: Data(json.utf8)), environment: [:])
    }
  }
}
