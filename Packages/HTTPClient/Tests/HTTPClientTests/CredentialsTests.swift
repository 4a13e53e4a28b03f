import HTTPClient
import Testing

@Suite("Credentials")
struct CredentialsTests {
  @Test("a bearer token is an Authorization field, without the whitespace around it")
  func bearer() {
    #expect(Credentials.bearer(" ghp_abc\n").headers == ["Authorization": "Bearer ghp_abc"])
  }

  @Test("Basic credentials are the user and password in UTF-8 and Base64 (RFC 7617)")
  func basic() {
    #expect(
      Credentials.basic(user: "ada", password: "correct horse").headers
        == ["Authorization": "Basic YWRhOmNvcnJlY3QgaG9yc2U="])
    #expect(
      Credentials.basic(user: "test", password: "123£").headers
        == ["Authorization": "Basic dGVzdDoxMjPCow=="])
  }

  @Test("an API key goes in the field named, without the whitespace around it")
  func apiKey() {
    #expect(
      Credentials.apiKey("3f6c2a9e\n", header: "X-API-Key").headers == ["X-API-Key": "3f6c2a9e"])
  }

  @Test("none adds nothing")
  func none() {
    #expect(Credentials.none.isEmpty)
    #expect(!Credentials.bearer("t").isEmpty)
  }

  @Test("no description shows a value")
  func descriptionsHideTheValues() {
    let credentials = Credentials(headers: ["X-API-Key": "k-secret", "Authorization": "t-secret"])
    var dumped = ""
    dump(credentials, to: &dumped)
    let texts = [
      String(describing: credentials), String(reflecting: credentials), "\(credentials)", dumped,
    ]
    #expect(
      String(describing: credentials) == "Credentials(Authorization: <secret>, X-API-Key: <secret>)"
    )
    for text in texts {
      #expect(
        !text.contains("secret\"") && !text.contains("k-secret") && !text.contains("t-secret"))
    }
  }

  @Test func addingReplacesAFieldOfTheSameNameWhateverItsCase() {
    let sent = Credentials.basic(user: "ada", password: "pw")
      .adding(Credentials(headers: ["authorization": "Bearer t", "X-API-Key": "k1"]))

    #expect(sent.headers == ["authorization": "Bearer t", "X-API-Key": "k1"])
    #expect(Credentials.none.adding(.bearer("t")) == .bearer("t"))
    #expect(Credentials.bearer("t").adding(.none) == .bearer("t"))
  }
}
