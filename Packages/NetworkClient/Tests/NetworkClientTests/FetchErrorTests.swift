import TestSupport
import Testing

@testable import NetworkClient

@Suite("FetchError")
struct FetchErrorTests {
  @Test(
    "each NetworkError becomes its own case with the error's description as the message",
    arguments: [
      (
        NetworkError.unreachable(host: "h", reason: "r"),
        FetchError.unreachable(message: "cannot reach h: r")
      ),
      (NetworkError.timedOut(host: "h"), FetchError.timedOut(message: "h did not answer in time")),
      (
        NetworkError.unanswered(host: "h", reason: "connection lost"),
        FetchError.timedOut(message: "h did not answer: connection lost")
      ),
      (
        NetworkError.bodyStalled(host: "h", status: 200),
        FetchError.timedOut(
          message: "h began to answer (HTTP 200), then its body stopped coming: not all of it "
            + "came in time")
      ),
      (
        NetworkError.notTLS(host: "h"),
        FetchError.invalidResponse(
          message: "the server at h does not speak TLS: try http:// rather than https://")
      ),
      (NetworkError.cancelled, FetchError.cancelled(message: "request cancelled")),
      (
        NetworkError.notFound(resource: "album", id: "9"),
        FetchError.notFound(message: "album 9 not found")
      ),
      (
        NetworkError.unexpectedStatus(code: 500, bodyExcerpt: ""),
        FetchError.unexpectedStatus(code: 500, message: "server answered HTTP 500")
      ),
      (
        NetworkError.undecodable(resource: "users", codingPath: "", reason: "not valid JSON"),
        FetchError.undecodable(message: "unexpected response for users: not valid JSON")
      ),
      (
        NetworkError.rejected(resource: "user", fieldErrors: FieldErrors(["name": ["is blank"]])),
        FetchError.rejected(message: "the server rejected the user: name is blank")
      ),
      (
        NetworkError.versionConflict(resource: "post", request: "PATCH http://api.test/posts/7"),
        FetchError.versionConflict(
          message: "PATCH http://api.test/posts/7: HTTP 412, the post changed since it was read; "
            + "read it again before changing it")
      ),
      (
        NetworkError.versionRequired(resource: "post", request: nil),
        FetchError.versionConflict(
          message: "the server changes a post only for the version it was read at, and none was "
            + "known; read it again before changing it")
      ),
      (
        NetworkError.createdWithoutLocation(resource: "post", status: 201),
        FetchError.undecodable(
          message: "the server answered HTTP 201 with neither a post nor its Location; the post "
            + "may have been created")
      ),
      (
        NetworkError.notStored(request: "GET http://api.test/posts"),
        FetchError.notStored(
          message: "offline, and GET http://api.test/posts is not stored; run the command once "
            + "online first")
      ),
      (
        NetworkError.rateLimited(request: nil, status: 429, retryAt: nil),
        FetchError.unexpectedStatus(
          code: 429, message: "server answered HTTP 429, rate limited; try again later")
      ),
      (
        NetworkError.invalidRequest(request: "GET http://api.test/users", reason: "a line break"),
        FetchError.other(message: "GET http://api.test/users was not sent: a line break")
      ),
    ])
  func fromNetworkError(error: NetworkError, expected: FetchError) {
    let fetchError = FetchError(error)

    checkEqual(fetchError, expected)
    checkEqual(fetchError.message, error.description)
    checkEqual(fetchError.description, error.description)
  }

  @Test("CancellationError is cancelled; any other error is other, with its description")
  func fromOtherErrors() {
    struct Unexpected: Error, CustomStringConvertible {
      var description: String { "something odd" }
    }

    checkEqual(FetchError(CancellationError()), .cancelled(message: "request cancelled"))
    checkEqual(FetchError(Unexpected()), .other(message: "something odd"))
    checkEqual(FetchError(Unexpected()).message, "something odd")
  }

  @Test("a case can be matched without its message")
  func matchingWithoutMessage() {
    let error = FetchError(NetworkError.notFound(resource: "user", id: "3"))

    guard case .notFound = error else {
      Issue.record("expected notFound, got \(error)")
      return
    }
  }
}
