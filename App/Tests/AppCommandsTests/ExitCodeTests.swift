import Features
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct ExitCodeTests {
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
      (.unexpectedStatus(code: 500, bodyExcerpt: ""), .protocolError),
      (.malformedResponse(host: "example.com", reason: "bad server response"), .protocolError),
      (
        .redirected(request: "PATCH http://a/posts/1", status: 301, location: "http://b/"),
        .protocolError
      ),
      (.tooLarge(host: "example.com", limit: 16), .dataError),
      (.unconfirmedCreate(resource: "post", status: 201, reason: "empty body"), .dataError),
      (.cancelled, .interrupted),
    ]
  )
  func mapsEachNetworkError(error: NetworkError, expected: ExitCode) {
    #expect(ExitCode(LoadFailure(message: "", networkError: error)) == expected)
  }

  @Test func mapsAFailureWithoutANetworkErrorToSoftware() {
    #expect(ExitCode(LoadFailure(message: "something", networkError: nil)) == .software)
  }

  @Test func followsSysexits() {
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode.dataError.rawValue == 65)
    #expect(ExitCode.unavailable.rawValue == 69)
    #expect(ExitCode.software.rawValue == 70)
    #expect(ExitCode.ioError.rawValue == 74)
    #expect(Set(ExitCode.allCases.map(\.rawValue)).count == ExitCode.allCases.count)
  }
}
