import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct URLCanonicalIPv6HostTests {
  @Test(arguments: [
    ("http://[0:0:0:0:0:0:0:1]:8080/api", "http://[::1]:8080/api"),
    ("http://u:p@[0:0:0:0:0:0:0:1]/", "http://u:p@[::1]/"),
    ("https://[2001:DB8:0:0:0:0:0:A]", "https://[2001:db8::a]"),
    ("http://[::1]:8080", "http://[::1]:8080"),
    ("http://example.com:8080/posts", "http://example.com:8080/posts"),
    ("http://127.0.0.1:80", "http://127.0.0.1:80"),
  ])
  func anIPv6HostIsWrittenInItsShortestForm(url: String, expected: String) throws {
    let given = try #require(URL(string: url))

    checkEqual(given.withCanonicalIPv6Host.absoluteString, expected)
  }
}
