import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct AuthenticationTests {
  @Test func readsBasicUpToTheFirstColonAndATokenWhole() {
    let basic = Authentication("ada:pass:word", kind: .basic, origin: "-a")
    let bearer = Authentication("a:b", kind: .bearer, origin: "-a")
    let token = Authentication("t0k", kind: .token, origin: "$APP_AUTH")

    checkEqual(basic.user, "ada")
    checkEqual(basic.credentials, .basic(user: "ada", password: "pass:word"))
    checkEqual(bearer.credentials, .bearer("a:b"))
    checkEqual(token.credentials?.headers, ["Authorization": "Token t0k"])
  }

  @Test func aUserAloneHasNoCredentialsUntilItsPasswordIsKnown() {
    var user = Authentication("ada", kind: .basic, origin: "-a")
    checkEqual(user.credentials, nil)

    user.secret = "pw"
    checkEqual(user.credentials, .basic(user: "ada", password: "pw"))
  }

  @Test func namesWhatWasSentNeverTheSecret() {
    checkEqual(
      Authentication("ada:s3cret", kind: .basic, origin: "-a").description,
      "Basic credentials of the user 'ada'")
    checkEqual(Authentication("s3cret", kind: .bearer, origin: "-a").description, "a bearer token")
    checkEqual(Authentication("s3cret", kind: .token, origin: "-a").description, "a Token")
    check(!"\(Authentication("ada:s3cret", kind: .basic, origin: "-a"))".contains("s3cret"))
  }

  @Test func theKindsAreListedAsAMessageListsThem() {
    checkEqual(Authentication.Kind.listed, "basic, bearer or token")
  }
}
