import HTTPBasics
import TestSupport
import Testing

@Suite struct AuthenticationSchemesTests {
  @Test(
    arguments: [
      ("Bearer", ["Bearer"]),
      (#"Basic realm="api""#, ["Basic"]),
      (#"Bearer realm="example", error="invalid_token", error_description="expired""#, ["Bearer"]),
      (#"Basic realm="a, Bearer b", Bearer"#, ["Basic", "Bearer"]),
      (
        #"Newauth realm="apps", type=1, title="Login to \"apps\"", Basic realm="simple""#,
        ["Newauth", "Basic"]
      ),
      ("Negotiate abc==, NTLM", ["Negotiate", "NTLM"]),
      ("bearer, Bearer", ["bearer"]),
      (#"realm = "x", Digest"#, ["Digest"]),
      ("", []),
      (" , ,", []),
    ])
  func readsTheSchemesOfEveryChallengeAndNoneOfTheirParameters(value: String, schemes: [String]) {
    checkEqual(AuthenticationSchemes.parse(value), schemes)
  }

  @Test func aQuoteThatNeverEndsHidesTheRestButNeverTraps() {
    checkEqual(AuthenticationSchemes.parse(#"Basic realm="a, Bearer"#), ["Basic"])
    checkEqual(AuthenticationSchemes.parse(#"Basic realm="a\"#), ["Basic"])
  }
}
