import HTTPClient
import TestSupport
import Testing

@Suite("Credentials")
struct CredentialsTests {
  @Test("a bearer token is an Authorization field, without the whitespace around it")
  func bearer() {
    checkEqual(Credentials.bearer(" ghp_abc\n").headers, ["Authorization": "Bearer ghp_abc"])
  }

  @Test("Basic credentials are the user and password in UTF-8 and Base64 (RFC 7617)")
  func basic() {
    checkEqual(
      Credentials.basic(user: "ada", password: "correct horse").headers,
      ["Authorization": "Basic YWRhOmNvcnJlY3QgaG9yc2U="])
    checkEqual(
      Credentials.basic(user: "test", password: "123£").headers,
      ["Authorization": "Basic dGVzdDoxMjPCow=="])
  }

  @Test("an API key goes in the field named, without the whitespace around it")
  func apiKey() {
    checkEqual(
      Credentials.apiKey("3f6c2a9e\n", header: "X-API-Key").headers, ["X-API-Key": "3f6c2a9e"])
  }

  @Test("none adds nothing")
  func none() {
    check(Credentials.none.isEmpty)
    check(!Credentials.bearer("t").isEmpty)
  }

  @Test("no description shows a value")
  func descriptionsHideTheValues() {
    let credentials = Credentials(headers: ["X-API-Key": "k-secret", "Authorization": "t-secret"])
    var dumped = ""
    dump(credentials, to: &dumped)
    let texts = [
      String(describing: credentials), String(reflecting: credentials), "\(credentials)", dumped,
    ]
    checkEqual(
      String(describing: credentials), "Credentials(Authorization: <secret>, X-API-Key: <secret>)")
    for text in texts {
      check(
        !text.contains("secret\"") && !text.contains("k-secret") && !text.contains("t-secret"))
    }
  }

  @Test func addingReplacesAFieldOfTheSameNameWhateverItsCase() {
    let sent = Credentials.basic(user: "ada", password: "pw")
      .adding(Credentials(headers: ["authorization": "Bearer t", "X-API-Key": "k1"]))

    checkEqual(sent.headers, ["authorization": "Bearer t", "X-API-Key": "k1"])
    checkEqual(Credentials.none.adding(.bearer("t")), .bearer("t"))
    checkEqual(Credentials.bearer("t").adding(.none), .bearer("t"))
  }
}
