import HTTPClient
import TestSupport
import Testing

@Suite struct StringWithoutURLPasswordTests {
  @Test(arguments: [
    ("http://u:secretpw@h.test:8080/api?x=1", "http://u@h.test:8080/api?x=1"),
    ("http://u:@h.test/", "http://u@h.test/"),
    ("http://u@h.test/", "http://u@h.test/"),
    ("https://h.test/a", "https://h.test/a"),
  ])
  func theUserStaysAndThePasswordGoes(text: String, shown: String) {
    checkEqual(text.withoutURLPassword, shown)
  }

  @Test func aTextThatIsNotAURLLosesItsPasswordToo() {
    checkEqual("http://u:secret pw@h.test/a b".withoutURLPassword, "http://u@h.test/a b")
    checkEqual("http://u:pw@".withoutURLPassword, "http://u@")
    checkEqual("no URL: here@all".withoutURLPassword, "no URL: here@all")
    checkEqual(
      "http://h.test/a:b@c".withoutURLPassword, "http://h.test/a:b@c", "a path, not a user")
  }
}
