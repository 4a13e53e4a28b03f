import HTTPClient
import TestSupport
import Testing

@Suite struct StringURLAuthorityTests {
  @Test(arguments: [
    ("http://u:pw@h.test:80/a?b#c", "u:pw@h.test:80"),
    ("https://[::1]:3000", "[::1]:3000"),
    ("http://h.test?q=a/b", "h.test"),
    ("http://h.test#top", "h.test"),
    ("http://", ""),
    ("http://u:secret pw@h.test/a b", "u:secret pw@h.test"),
  ])
  func theAuthorityRunsFromTheSchemeToThePathQueryOrFragment(text: String, authority: String)
    throws
  {
    let range = try #require(text.urlAuthorityRange)
    checkEqual(String(text[range]), authority)
  }

  @Test func textWithoutASchemeSeparatorHasNoAuthority() {
    checkEqual("h.test/a".urlAuthorityRange, nil)
    checkEqual("".urlAuthorityRange, nil)
  }
}
