import Foundation
import NetworkClient
import Testing

@testable import NetworkClientLive

@Suite("QueryEncoding")
struct QueryEncodingTests {
  @Test(
    "only unreserved characters stay as they are",
    arguments: [
      ("abcXYZ019-._~", "abcXYZ019-._~"),
      ("a b", "a%20b"),
      ("a&b=c", "a%26b%3Dc"),
      ("a+b", "a%2Bb"),
      ("#?/,", "%23%3F%2F%2C"),
      ("100%", "100%25"),
      ("é", "%C3%A9"),
      ("🍜", "%F0%9F%8D%9C"),
      ("", ""),
    ])
  func encode(text: String, expected: String) {
    #expect(QueryEncoding.encode(text) == expected)
  }

  @Test("items are joined with &, each name and value encoded; a nil value gives the name alone")
  func query() {
    let items = [
      URLQueryItem(name: "q", value: "fish & chips"), URLQueryItem(name: "flag", value: nil),
      URLQueryItem(name: "a=b", value: ""),
    ]

    #expect(QueryEncoding.query(items) == "q=fish%20%26%20chips&flag&a%3Db=")
  }
}
