import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct SecretNameTests {
  @Test(arguments: [
    "PRIVATE-TOKEN", "X-Auth-Token", "api_key", "X-Amz-Security-Token", "x-goog-api-key",
    "access_token", "client_secret", "password", "X-Session", "X-Signature", "apiKey", "APIKey",
    "refresh_token", "X-Credentials", "Set-Cookie", "passwd",
  ])
  func aNameOfASecretIsSecret(name: String) {
    check(SecretName.isSecret(name), "\(name)")
  }

  @Test(arguments: [
    "pageToken", "nextPageToken", "page_token", "sort_key", "author", "authorId", "Accept",
    "X-Tenant", "keyboard", "monkey", "key_id_format", "X-Request-Id",
  ])
  func aNameThatOnlyLooksAlikeIsNot(name: String) {
    check(!SecretName.isSecret(name), "\(name)")
  }

  @Test func aURLShowsASecretParameterRedactedAndKeepsAPageToken() throws {
    let url = try #require(
      URL(string: "https://gitlab.example/api?private_token=glpat-1&pageToken=p2&sort_key=id"))

    let (shown, sent) = CredentialQuery.redacting(url)

    checkEqual(
      shown.absoluteString,
      "https://gitlab.example/api?private_token=REDACTED&pageToken=p2&sort_key=id")
    checkEqual(sent, ["private_token=glpat-1"])
  }

  @Test func verboseShowsASecretHeaderAndBodyMemberRedacted() {
    let request = TrafficEvent.request(
      method: "POST", url: URL(fileURLWithPath: "/"),
      headers: ["PRIVATE-TOKEN": "glpat-SECRET1", "X-Page-Token": "p2"], secretHeaders: [])
    let body = TrafficEvent.bodyLines(
      of: Data(#"{"session_token": "s3", "author": "Ada"}"#.utf8), contentType: "application/json")

    checkEqual(request.fields, ["PRIVATE-TOKEN: REDACTED", "X-Page-Token: p2"])
    checkEqual(body, ["{", #"  "session_token": "REDACTED","#, #"  "author": "Ada""#, "}"])
  }
}
