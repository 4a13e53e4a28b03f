import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct FNV1aTests {
  @Test(
    arguments: [
      ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8"),
    ])
  func matchesTheReferenceValues(text: String, digest: String) {
    checkEqual(FNV1a.hexDigest(of: text), digest)
  }
}
