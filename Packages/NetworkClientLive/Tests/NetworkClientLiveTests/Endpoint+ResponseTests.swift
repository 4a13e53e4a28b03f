import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Endpoint.decode")
struct EndpointResponseTests {
  private let url = URL(fileURLWithPath: "/posts")

  private func response(_ status: Int) throws -> HTTPURLResponse {
    try #require(
      HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil))
  }

  @Test("2xx statuses are decoded", arguments: [200, 201, 204, 299])
  func successStatuses(status: Int) throws {
    let data = try JSONEncoder().encode(Fixtures.posts[0])

    let post = try Endpoint.post(1).decode(data, from: response(status), using: JSONDecoder())

    checkEqual(post, Fixtures.posts[0])
  }

  @Test("other statuses are unexpected, with the body's excerpt", arguments: [199, 301, 403, 500])
  func otherStatuses(status: Int) throws {
    #expect(throws: NetworkError.unexpectedStatus(code: status, bodyExcerpt: "nope")) {
      try Endpoint.post(1).decode(Data("nope\n".utf8), from: response(status), using: JSONDecoder())
    }
  }

  @Test("a 404 from an item endpoint is notFound for that item")
  func notFoundItem() throws {
    #expect(throws: NetworkError.notFound(resource: "album", id: "9")) {
      try Endpoint.album(9).decode(Data("{}".utf8), from: response(404), using: JSONDecoder())
    }
  }

  @Test("a 404 from a nested collection is notFound for its parent")
  func notFoundParent() throws {
    #expect(throws: NetworkError.notFound(resource: "album", id: "3")) {
      try Endpoint.photos(PhotoQuery(albumID: 3)).decode(
        Data("{}".utf8), from: response(404), using: JSONDecoder())
    }
  }

  @Test("a 404 from a top-level collection is an unexpected status")
  func notFoundCollection() throws {
    #expect(throws: NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "{}")) {
      try Endpoint.todos(TodoQuery(completed: true)).decode(
        Data("{}".utf8), from: response(404), using: JSONDecoder())
    }
  }

  @Test("a response that is not HTTP has no status to check and is decoded")
  func nonHTTPResponse() throws {
    let data = try JSONEncoder().encode(Fixtures.users)
    let response = URLResponse(
      url: url, mimeType: "application/json", expectedContentLength: data.count,
      textEncodingName: nil)

    try checkEqual(
      Endpoint.users(UserQuery()).decode(data, from: response, using: JSONDecoder()).items,
      Fixtures.users)
  }

  @Test("the decoder given is the one used")
  func usesTheGivenDecoder() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let data = Data(#"[{"user_id": 1, "id": 1, "title": "t", "body": "b"}]"#.utf8)

    let posts = try Endpoint.posts(PostQuery()).decode(data, from: response(200), using: decoder)

    checkEqual(posts.items, [Post(userId: 1, id: 1, title: "t", body: "b")])
  }

  @Test("a 422 with field errors is rejected, naming the endpoint's resource")
  func rejected() throws {
    let body = Data(#"{"errors": {"title": ["can't be blank"]}}"#.utf8)

    #expect(
      throws: NetworkError.rejected(
        resource: "post", fieldErrors: FieldErrors(["title": [#""can't be blank""#]]))
    ) { try Endpoint.post(1).decode(body, from: response(422), using: JSONDecoder()) }
  }

  @Test("a 422 without field errors is an unexpected status")
  func unprocessableWithoutFieldErrors() throws {
    #expect(throws: NetworkError.unexpectedStatus(code: 422, bodyExcerpt: "invalid")) {
      try Endpoint.post(1).decode(
        Data(#"{"error": "invalid"}"#.utf8), from: response(422), using: JSONDecoder())
    }
  }

  @Test("an error status with an {\"error\": …} body has the message as its excerpt")
  func errorMessageExcerpt() throws {
    #expect(throws: NetworkError.unexpectedStatus(code: 400, bodyExcerpt: "body is not JSON")) {
      try Endpoint.post(1).decode(
        Data(#"{"error": "body is not JSON"}"#.utf8), from: response(400), using: JSONDecoder())
    }
  }

  @Test("an item whose id is too large for Int is undecodable at id, not invalid JSON")
  func unfitItemID() throws {
    let body = #"{"userId": 1, "id": 99999999999999999999, "title": "t", "body": "b"}"#
    #expect(
      throws: NetworkError.undecodable(
        resource: "post", codingPath: "id",
        reason: "number 99999999999999999999 does not fit in Int")
    ) {
      try Endpoint.post(7).decode(Data(body.utf8), from: response(200), using: JSONDecoder())
    }
  }
}
