import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

/// The code of the "Getting Started with ServerSettingsKit" article
/// (`ServerSettingsKit.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func findsTheFile() {
    let path = ServerSettingsFile.path(program: "ledger", environment: ["HOME": "/home/ada"])
    // path is "/home/ada/.config/ledger/servers.json"

    checkEqual(path, "/home/ada/.config/ledger/servers.json")
  }

  /// The settings of the article's file.
  func readsTheSettingsOfOneServer() throws -> ServerSettings {
    var read = ServerSettings()
    func article() throws {
      let text = #"""
        {"http://127.0.0.1:3000/": {"headers": {"Accept": "text/csv"},
                                    "auth": {"type": "bearer", "variable": "TOKEN"}}}
        """#
      guard let root = URL(string: "http://127.0.0.1:3000") else { return }
      let settings = try ServerSettingsFile.settings(
        for: root, in: Data(text.utf8), path: "servers.json", environment: ["TOKEN": "t0k"])
      // settings.headers is ["Accept": "text/csv"]; settings.authentication?.kind is .bearer
      read = settings
    }
    try article()
    return read
  }

  @Test func readsTheSettingsOfOneServerInTheFilesText() throws {
    let settings = try readsTheSettingsOfOneServer()

    checkEqual(settings.headers, ["Accept": "text/csv"])
    checkEqual(settings.authentication?.kind, .bearer)
    checkEqual(settings.authentication?.credentials, .bearer("t0k"))
  }

  @Test func aMistakeNamesTheFileTheLineAndTheKey() throws {
    let text = #"""
      {"http://127.0.0.1:3000/": {"headers": {"Accept": "text/csv"},
                                  "auth": {"type": "bearer", "variable": "TOKEN"}}}
      """#
    let root = try #require(URL(string: "http://127.0.0.1:3000"))

    #expect(
      throws: ServerSettingsFile.Problem(
        description: "servers.json, line 2: 'auth.variable' of http://127.0.0.1:3000/ names "
          + "$TOKEN, which is not set (export TOKEN=… to send it)")
    ) {
      try ServerSettingsFile.settings(
        for: root, in: Data(text.utf8), path: "servers.json", environment: [:])
    }
  }

  @Test func readsAServersSettingsFromAnyValue() throws {
    let value = try JSONValue(parsing: Data(#"{"query": {"api_key": {"variable": "KEY"}}}"#.utf8))
    let other = try ServerSettings(value, environment: ["KEY": "k1"])
    // other.queryItems is [api_key=k1]; other.secretQueryNames is ["api_key"]

    checkEqual(other.queryItems, [URLQueryItem(name: "api_key", value: "k1")])
    checkEqual(other.secretQueryNames, ["api_key"])
  }

  @Test func sendsThemWithARequest() throws {
    let settings = try readsTheSettingsOfOneServer()

    let basic = Authentication("ada:pw", kind: .basic, origin: "-a")
    let fields = settings.requestFields(authentication: basic)
    let sent = settings.sentCredentials(authentication: basic)
    // fields.headers is ["Accept": "text/csv"]; fields.credentials holds Authorization;
    // sent.description is "Basic credentials of the user 'ada' of -a"

    checkEqual(fields.headers, ["Accept": "text/csv"])
    checkEqual(
      fields.credentials.headers,
      Credentials.basic(user: "ada", password: "pw").headers, "-a in place of the settings'")
    checkEqual(sent.description, "Basic credentials of the user 'ada' of -a")
  }
}
