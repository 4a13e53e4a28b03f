import Foundation
import HTTPClient
import TestSupport
import Testing

/// An OAuth 2 token endpoint's answer as servers send it: with or without `token_type`, its
/// lifetime as a number or as text, with a refresh token or none.
struct OAuthTokenTests {
  private func token(_ json: String) throws -> OAuthToken {
    try JSONDecoder().decode(OAuthToken.self, from: Data(json.utf8))
  }

  @Test func aTokenWithoutATypeIsABearerToken() throws {
    let token = try token(#"{"access_token": "abc", "expires_in": 3, "refresh_token": "r1"}"#)

    checkEqual(token.tokenType, nil)
    checkEqual(token.refreshToken, "r1")
    checkEqual(token.issued.credentials, .bearer("abc"))
    checkEqual(token.issued.lifetime, .seconds(3))
  }

  @Test(
    arguments: [
      (#""3600""#, 3600), ("3600", 3600), ("59.9", 59), ("-5", -5), ("null", nil),
    ] as [(String, Int?)])
  func theLifetimeIsReadAsANumberOrAsText(written: String, seconds: Int?) throws {
    let token = try token(
      #"{"access_token": "abc", "token_type": "Bearer", "expires_in": \#(written)}"#)

    checkEqual(token.expiresIn, seconds)
    checkEqual(token.tokenType, "Bearer")
  }

  @Test func aNegativeLifetimeIsOverAtOnce() throws {
    checkEqual(try token(#"{"access_token": "abc", "expires_in": -5}"#).issued.lifetime, .zero)
  }

  @Test(arguments: [
    #"{"token_type": "Bearer"}"#, #"{"access_token": ""}"#, #"{"access_token": 7}"#,
    #"{"access_token": "abc", "expires_in": "soon"}"#,
    #"{"access_token": "abc", "expires_in": true}"#,
    #"{"access_token": "abc", "expires_in": 1e300}"#,
  ])
  func anAnswerWithoutAUsableTokenIsNotAToken(json: String) {
    #expect(throws: DecodingError.self) { try token(json) }
  }
}
