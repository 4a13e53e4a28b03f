import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("CreatedLocation")
struct CreatedLocationTests {
  @Test("a relative Location is resolved against the request, its last segment the id")
  func relative() throws {
    let base = try #require(URL(string: "https://api.example/v1/posts"))

    let created = try #require(CreatedLocation(location: "/v1/posts/a%20b", relativeTo: base))

    checkEqual(created.url.absoluteString, "https://api.example/v1/posts/a%20b")
    checkEqual(created.id, "a b")
  }

  @Test("an absolute Location stands as it is")
  func absolute() throws {
    let created = try #require(
      HTTPResponseHead(status: 201, headers: ["Location": "http://[::1]:8080/items/9"])
        .createdLocation)

    checkEqual(created.id, "9")
    checkEqual(created.url.host?.contains("::1"), true)
  }

  @Test("a Location that names no segment is none")
  func noSegment() throws {
    let base = try #require(URL(string: "https://api.example/v1/posts"))

    checkEqual(CreatedLocation(location: "/", relativeTo: base), nil)
  }
}
