import HTTPBasics
import TestSupport
import Testing

@Suite struct HTTPTokenTests {
  @Test(arguments: ["X-API-Key", "Authorization", "a!#$%&'*+-.^_`|~9"])
  func aTokenIsLettersDigitsAndRFC9110sPunctuation(text: String) {
    check(text.isHTTPToken)
  }

  @Test(arguments: ["", "X API", "X:Key", "Clé", "a\"b", "(x)", "a,b", "a/b", "a\tb"])
  func anythingElseIsNot(text: String) {
    check(!text.isHTTPToken)
  }
}
