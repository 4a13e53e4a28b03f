import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct RedactionTests {
  @Test(arguments: [
    ("Authorization:Bearer t", "Authorization:REDACTED"), ("X-API-Key:k1", "X-API-Key:REDACTED"),
    ("api_key==k1", "api_key==REDACTED"), ("Accept:text/csv", "Accept:text/csv"),
    ("title=Secret plans", "title=Secret plans"), ("page==2", "page==2"),
  ])
  func aSecretItemIsShownByItsNameAlone(word: String, shown: String) {
    checkEqual(Redaction.shownArgument(word), shown)
  }

  @Test func theHeadersNamedSecretAreRedactedToo() {
    checkEqual(
      Redaction.shownArgument("X-Tenant:red", secretHeaders: ["x-tenant"]), "X-Tenant:REDACTED")
    checkEqual(Redaction.shownArgument("X-Tenant:red"), "X-Tenant:red", "not secret by default")
  }
}
