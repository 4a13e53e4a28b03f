import Foundation
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct SessionSettingsServerSettingsTests {
  func session(
    _ server: ServerSettings, authentication: Authentication? = nil,
    items: [String] = []
  ) throws -> SessionSettings {
    var session = SessionSettings(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), userAgent: "Tests/1")
    session.send(server, authentication: authentication, adding: try RequestItems(parsing: items))
    return session
  }

  @Test func theSettingsFieldsAndCredentialsGoWithEveryRequestTheSecretOnesApart() throws {
    var server = ServerSettings()
    server.headers = ["Accept": "text/csv", "X-Tenant": "blue"]
    server.secretHeaderNames = ["x-tenant"]

    let session = try session(
      server, authentication: Authentication("t", kind: .bearer, origin: "-a"))

    checkEqual(session.headers, ["Accept": "text/csv"])
    checkEqual(session.credentials.headers, ["X-Tenant": "blue", "Authorization": "Bearer t"])
  }

  @Test func aCredentialQueryItemTakesThePlaceOfTheSettingOfItsName() throws {
    var server = ServerSettings()
    server.queryItems = [
      URLQueryItem(name: "api_key", value: "from-settings"), URLQueryItem(name: "v", value: "2"),
    ]
    server.secretQueryNames = ["sig"]

    let session = try session(server, items: ["api_key==typed", "sig==s1", "page==3"])

    checkEqual(
      session.queryItems,
      [
        URLQueryItem(name: "v", value: "2"), URLQueryItem(name: "api_key", value: "typed"),
        URLQueryItem(name: "sig", value: "s1"),
      ], "a query item that is no credential is the request's own, not every request's")
    checkEqual(session.secretQueryNames, ["sig"])
  }
}
