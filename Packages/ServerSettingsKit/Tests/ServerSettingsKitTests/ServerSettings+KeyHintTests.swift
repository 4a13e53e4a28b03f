import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsKeyHintTests {
  static func request(_ method: String) -> ShownRequest {
    ShownRequest(
      method, URL(string: "http://127.0.0.1:8000/api/books") ?? URL(fileURLWithPath: "/"))
  }

  static let django =
    "RuntimeError at /api/books You called this URL via POST, but the URL doesn't en…"

  @Test func aWriteDjangoRefusesForWantOfAFinalSlashNamesTrailingSlash() {
    let hint = ServerSettings.keyHint(
      for: .unexpectedStatus(code: 500, bodyExcerpt: Self.django, request: Self.request("POST")))

    checkEqual(
      hint, #"the server wants a final /: "records": {"trailingSlash": true} in servers.json"#)
  }

  @Test func aRefusedMediaTypeNamesTheFormFormat() {
    let hint = ServerSettings.keyHint(
      for: .unexpectedStatus(code: 415, bodyExcerpt: "", request: Self.request("POST")))

    checkEqual(
      hint, #"for a server that takes forms: "records": {"format": "form"} in servers.json"#)
  }

  @Test func aReadAndAnyOtherFailureNameNoKey() {
    checkEqual(
      ServerSettings.keyHint(
        for: .unexpectedStatus(code: 500, bodyExcerpt: Self.django, request: Self.request("GET"))),
      nil)
    checkEqual(
      ServerSettings.keyHint(
        for: .unexpectedStatus(code: 500, bodyExcerpt: "oops", request: Self.request("POST"))),
      nil)
    checkEqual(ServerSettings.keyHint(for: .cancelled), nil)
  }
}
