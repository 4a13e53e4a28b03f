import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("Endpoint's versions")
struct EndpointVersionsTests {
  private let request: ShownRequest = "PATCH http://127.0.0.1:3000/posts/7"

  private func edit() throws -> Endpoint<Post> {
    try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "x"], resource: "post",
      item: .init(resource: "post", id: "7"))
  }

  @Test("ifMatch sends the tag as it was read, in place of any earlier one")
  func ifMatch() throws {
    let first = try #require(EntityTag(#"W/"1""#))
    let second = try #require(EntityTag(#""2""#))

    let endpoint = try edit().adding(headers: ["if-match": "*"]).ifMatch(first).ifMatch(second)

    checkEqual(endpoint.headers, ["If-Match": #""2""#])
  }

  @Test("a 412 is a version conflict naming the request")
  func preconditionFailed() throws {
    let error = NetworkError.versionConflict(resource: "post", request: request)
    #expect(throws: error) {
      try edit().decode(
        Data("{}".utf8), from: HTTPResponseHead(status: 412), request: request,
        using: JSONDecoder())
    }
    checkEqual(
      error.description,
      "PATCH http://127.0.0.1:3000/posts/7: HTTP 412, the post changed since it was read; "
        + "read it again before changing it")
  }

  @Test("a 428 says the server wants a version and none was known")
  func preconditionRequired() throws {
    let error = NetworkError.versionRequired(resource: "post", request: request)
    #expect(throws: error) {
      try edit().decode(
        Data(), from: HTTPResponseHead(status: 428), request: request, using: JSONDecoder())
    }
    check(error.description.contains("HTTP 428, the server changes a post only for the version"))
  }

  @Test("a 412 that the rejection format names stays a rejection")
  func namedByTheRejection() throws {
    let endpoint = try edit()
    var rejecting = endpoint
    rejecting.rejection = RejectionFormat.rails.reading(statuses: [412])

    let error = try #require(throws: NetworkError.self) {
      try rejecting.decode(
        Data(#"{"title": ["is stale"]}"#.utf8), from: HTTPResponseHead(status: 412),
        using: JSONDecoder())
    }
    guard case .rejected(resource: "post", _) = error else {
      Issue.record("expected a rejection, got \(error)")
      return
    }
  }
}
