import Foundation
import Models
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Endpoint writes")
struct EndpointWritesTests {
  private let baseURL = URL(fileURLWithPath: "/api")

  private func sortedEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  private func request<Response>(_ endpoint: Endpoint<Response>) throws -> URLRequest {
    try endpoint.urlRequest(relativeTo: baseURL, userAgent: "Tests/1")
  }

  @Test("create, update and delete have their methods and routes")
  func methodsAndRoutes() throws {
    let encoder = sortedEncoder()
    let requests = [
      try request(.createPost(PostDraft(userId: 1, title: "T", body: "B"), encoder: encoder)),
      try request(.updatePost(4, changes: PostChanges(title: "T"), encoder: encoder)),
      try request(Endpoint.deletePost(5)),
      try request(
        try .createUser(UserDraft(name: "N", username: "u", email: "e"), encoder: encoder)),
      try request(.updateUser(6, changes: UserChanges(name: "N"), encoder: encoder)),
      try request(Endpoint.deleteUser(7)),
      try request(.updateTodo(8, changes: TodoChanges(completed: true), encoder: encoder)),
    ]

    checkEqual(
      requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" },
      [
        "POST /api/posts", "PATCH /api/posts/4", "DELETE /api/posts/5", "POST /api/users",
        "PATCH /api/users/6", "DELETE /api/users/7", "PATCH /api/todos/8",
      ])
  }

  @Test("a body is the encoder's output, sent as JSON in UTF-8")
  func bodyAndContentType() throws {
    let post = try request(
      try .createPost(PostDraft(userId: 1, title: "T", body: "B"), encoder: sortedEncoder()))

    checkEqual(
      post.httpBody.map { String(decoding: $0, as: UTF8.self) },
      #"{"body":"B","title":"T","userId":1}"#)
    checkEqual(post.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
    checkEqual(post.value(forHTTPHeaderField: "Accept"), "application/json")
    checkEqual(post.value(forHTTPHeaderField: "User-Agent"), "Tests/1")
  }

  @Test("a delete has no body and no content type")
  func deleteWithoutBody() throws {
    for delete in [try request(Endpoint.deletePost(1)), try request(Endpoint.deleteUser(1))] {
      checkEqual(delete.httpBody, nil)
      checkEqual(delete.value(forHTTPHeaderField: "Content-Type"), nil)
      checkEqual(delete.value(forHTTPHeaderField: "Accept"), "application/json")
    }
  }

  @Test("create succeeds with 201 or 200, update with 200, delete with 200 or 204")
  func successStatuses() throws {
    let encoder = sortedEncoder()
    let create = try Endpoint.createPost(
      PostDraft(userId: 1, title: "", body: ""), encoder: encoder)
    let update = try Endpoint.updateUser(1, changes: UserChanges(), encoder: encoder)
    let delete = Endpoint.deletePost(1)
    let statuses = [200, 201, 202, 204, 299]

    checkEqual(statuses.filter(create.accepts), [200, 201])
    checkEqual(statuses.filter(update.accepts), [200])
    checkEqual(statuses.filter(delete.accepts), [200, 204])
  }

  @Test("a 404 from an update or a delete is notFound for the item")
  func notFound() throws {
    let response = try #require(
      HTTPURLResponse(url: baseURL, statusCode: 404, httpVersion: nil, headerFields: nil))
    let update = try Endpoint.updatePost(999, changes: PostChanges(), encoder: sortedEncoder())

    #expect(throws: NetworkError.notFound(resource: "post", id: "999")) {
      try update.decode(Data("{}".utf8), from: response, using: JSONDecoder())
    }
    #expect(throws: NetworkError.notFound(resource: "user", id: "998")) {
      try Endpoint.deleteUser(998).decode(Data("{}".utf8), from: response, using: JSONDecoder())
    }
  }

  @Test("a delete's answer is not read: {} and an empty body both succeed")
  func deleteIgnoresBody() throws {
    for (status, body) in [(200, "{}"), (204, ""), (200, "not json")] {
      let response = try #require(
        HTTPURLResponse(url: baseURL, statusCode: status, httpVersion: nil, headerFields: nil))
      try Endpoint.deletePost(1).decode(Data(body.utf8), from: response, using: JSONDecoder())
    }
  }
}
