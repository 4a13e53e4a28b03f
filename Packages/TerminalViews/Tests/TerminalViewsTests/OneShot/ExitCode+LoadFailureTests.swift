import Features
import Foundation
import NetworkClient
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct ExitCodeLoadFailureTests {
  @Test(
    arguments: [
      (NetworkError.notFound(resource: "post", id: "9"), ExitCode.notFound),
      (.undecodable(resource: "posts", codingPath: "[0].id", reason: "not a number"), .dataError),
      (
        .rejected(resource: "post", fieldErrors: FieldErrors(["title": ["can't be blank"]])),
        .dataError
      ),
      (.unreachable(host: "example.com", reason: "host not found"), .unavailable),
      (.timedOut(host: "example.com"), .temporaryFailure),
      (.unanswered(host: "example.com", reason: "connection lost"), .temporaryFailure),
      (
        .unansweredWrite(request: "POST http://a/posts", reason: "a did not answer in time"),
        .unansweredWrite
      ),
      (
        .cutShortWrite(request: "POST http://a/posts", status: 201, reason: "connection reset"),
        .unansweredWrite
      ),
      (.bodyStalled(host: "example.com", status: 200), .temporaryFailure),
      (.notTLS(host: "example.com"), .notTLS),
      (.unexpectedStatus(code: 500, bodyExcerpt: ""), .protocolError),
      (.unexpectedStatus(code: 422, bodyExcerpt: "<html>"), .dataError),
      (.unauthorized(request: nil, schemes: ["Bearer"], bodyExcerpt: ""), .noPermission),
      (.unexpectedStatus(code: 403, bodyExcerpt: "Forbidden"), .noPermission),
      (.rateLimited(request: nil, status: 403, retryAt: nil), .temporaryFailure),
      (.malformedResponse(host: "example.com", reason: "bad server response"), .protocolError),
      (.redirectLoop(host: "example.com", chain: ["/books", "/books/", "/books"]), .protocolError),
      (
        .redirected(
          request: "PATCH http://a/posts/1", status: 301,
          location: ShownURL(URL(fileURLWithPath: "/b"))),
        .protocolError
      ),
      (.tooLarge(host: "example.com", limit: 16), .dataError),
      (.unconfirmedCreate(resource: "post", status: 201, reason: "empty body"), .dataError),
      (.createdWithoutLocation(resource: "post", status: 201), .dataError),
      (.versionConflict(resource: "post", request: "PATCH http://a/posts/7"), .versionConflict),
      (.versionRequired(resource: "post", request: "PATCH http://a/posts/7"), .protocolError),
      (.cancelled, .interrupted),
      (.rateLimited(request: nil, status: 429, retryAt: nil), .temporaryFailure),
      (.invalidRequest(request: "GET http://a/", reason: "a line break"), .software),
    ]
  )
  func mapsEachNetworkError(error: NetworkError, expected: ExitCode) {
    checkEqual(ExitCode(LoadFailure(message: "", networkError: error)), expected)
  }

  @Test func mapsAFailureWithoutANetworkErrorToSoftware() {
    checkEqual(ExitCode(LoadFailure(message: "something", networkError: nil)), .software)
  }

  @Test(
    "a rejection is invalid data at any status its format names; another format's is not",
    arguments: [
      (RejectionFormat.stripe, 400, ExitCode.dataError), (.stripe, 402, .dataError),
      (.jsonAPI, 409, .dataError), (.problemDetails, 400, .dataError), (.rails, 422, .dataError),
      (.rails, 400, .protocolError), (.rails, 409, .protocolError), (.stripe, 401, .noPermission),
    ])
  func mapsARejectionAtEachStatus(format: RejectionFormat, status: Int, expected: ExitCode) {
    let endpoint = Endpoint<Int>(
      method: "POST", pathComponents: ["things"], resource: "thing", rejection: format,
      payload: { _, _ in 1 })
    let body = Data(
      #"{"error": {"param": "a", "message": "b"}, "errors": [{"detail": "b"}], "a": ["b"]}"#.utf8)
    let failure = Result {
      try endpoint.decode(body, from: HTTPResponseHead(status: status), using: JSONDecoder())
    }
    guard case .failure(let error) = failure else {
      Issue.record("status \(status) was a success")
      return
    }
    checkEqual(ExitCode(LoadFailure(error)), expected)
  }
}
