import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("Endpoint's bodiless answers")
struct EndpointBodilessAnswersTests {
  private let postJSON = Data(#"{"userId": 1, "id": 101, "title": "Tides", "body": "b"}"#.utf8)
  private let request: ShownRequest = "POST http://127.0.0.1:3000/posts"

  private func create() throws -> Endpoint<WriteAnswer<Post>> {
    try Endpoint<Post>.create(["posts"], body: ["title": "Tides"], resource: "post")
      .allowingBodilessAnswers()
  }

  private func head(_ status: Int, _ headers: [String: String] = [:]) -> HTTPResponseHead {
    HTTPResponseHead(
      status: status, headers: headers, url: URL(string: "http://127.0.0.1:3000/posts"))
  }

  @Test("a 201 with only a Location is the created record's place and id")
  func createdAtLocation() throws {
    let answer = try create().decode(
      Data(), from: head(201, ["location": "/posts/101"]), using: JSONDecoder())

    let expected = try #require(URL(string: "http://127.0.0.1:3000/posts/101"))
    checkEqual(answer, .created(CreatedLocation(url: expected, id: "101")))
  }

  @Test("a 201 with a body is the record, whatever its Location")
  func createdWithBody() throws {
    let answer = try create().decode(
      postJSON, from: head(201, ["Location": "/posts/101"]), using: JSONDecoder())

    checkEqual(answer.record?.id, 101)
  }

  @Test("a 201 with neither body nor Location is its own error")
  func createdWithoutLocation() throws {
    #expect(throws: NetworkError.createdWithoutLocation(resource: "post", status: 201)) {
      try create().decode(Data("\n".utf8), from: head(201), using: JSONDecoder())
    }
  }

  @Test("a 204 edit is no content, and 204 is among its successes")
  func noContent() throws {
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "x"], resource: "post", successStatuses: [200]
    ).allowingBodilessAnswers()

    check(edit.accepts(204))
    try checkEqual(edit.decode(Data(), from: head(204), using: JSONDecoder()), .noContent)
  }

  @Test("a fetching create answered without body nor Location is its own error")
  func fetchingWithoutLocation() throws {
    let create = try Endpoint<Post>.create(["posts"], body: ["title": "x"], resource: "post")
      .fetchingCreatedRecord()

    #expect(throws: NetworkError.createdWithoutLocation(resource: "post", status: 201)) {
      try create.decode(Data(), from: head(201), using: JSONDecoder())
    }
  }

  @Test("the bodiless endpoint keeps the write's headers, key and credentials")
  func keepsTheWrite() throws {
    let key = IdempotencyKey("k-1")
    let answer = try Endpoint<Post>.create(["posts"], body: ["title": "x"], resource: "post")
      .adding(headers: ["X-Team": "a"]).idempotent(key: key).allowingBodilessAnswers()

    checkEqual(answer.headers, ["X-Team": "a"])
    checkEqual(answer.idempotencyKey, key)
    check(answer.method == "POST" && answer.createsItem)
  }
}
