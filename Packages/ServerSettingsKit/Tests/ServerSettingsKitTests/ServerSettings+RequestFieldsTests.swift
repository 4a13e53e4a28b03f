import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsRequestFieldsTests {
  var server: ServerSettings {
    var server = ServerSettings()
    server.headers = ["Accept": "text/csv", "X-Tenant": "blue", "X-API-Key": "k0"]
    server.secretHeaderNames = ["x-tenant"]
    return server
  }

  @Test func theSettingsSecretHeadersAreCredentialsBesideTheStandardOnes() {
    let fields = server.requestFields(authentication: nil)

    checkEqual(server.allSecretHeaderNames.isSuperset(of: ["authorization", "x-api-key"]), true)
    checkEqual(fields.headers, ["Accept": "text/csv"])
    checkEqual(fields.credentials.headers, ["X-Tenant": "blue", "X-API-Key": "k0"])
  }

  @Test func theCredentialsThenTheItemsReplaceASettingOfTheSameName() throws {
    let items = try RequestItems(parsing: ["accept:application/json", "x-tenant:red"])
    var server = self.server
    server.headers["Authorization"] = "Bearer from-settings"

    let fields = server.requestFields(
      authentication: Authentication("ada:pw", kind: .basic, origin: "-a"), adding: items)

    checkEqual(fields.headers, ["accept": "application/json"])
    checkEqual(
      fields.credentials.headers,
      [
        "x-tenant": "red", "X-API-Key": "k0",
        "Authorization": Credentials.basic(user: "ada", password: "pw").headers["Authorization"],
      ])
  }

  @Test func whatWasSentIsNamedWithWhereItWasGivenNeverItsValue() throws {
    let items = try RequestItems(parsing: ["X-Tenant:crimson"])

    let sent = server.sentCredentials(
      authentication: Authentication("ada:pw", kind: .basic, origin: "-a"), adding: items)

    checkEqual(
      sent.description,
      "Basic credentials of the user 'ada' of -a and the header X-Tenant and the header "
        + "X-API-Key of servers.json")
    checkEqual(sent.scheme, "basic")
    check(
      sent.description?.contains("pw") == false && sent.description?.contains("crimson") == false)
  }

  @Test func nothingSentIsNoDescription() {
    let sent = ServerSettings().sentCredentials(authentication: nil)

    checkEqual(sent.description, nil)
    checkEqual(sent.scheme, nil)
  }

  @Test func aBearerTokenOfTheSettingsIsItsScheme() {
    let sent = ServerSettings().sentCredentials(
      authentication: Authentication("t", kind: .bearer, origin: "servers.json"))

    checkEqual(sent.description, "a bearer token of servers.json")
    checkEqual(sent.scheme, "bearer")
  }
}
