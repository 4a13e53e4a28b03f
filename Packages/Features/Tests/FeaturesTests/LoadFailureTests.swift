import Dependencies
import HTTPClient
import Testing

@testable import Features

@Suite struct LoadFailureTests {
  private struct MultilineError: Error, CustomStringConvertible {
    var description: String { "first line\n  second line\r\n\n third  " }
  }

  private struct SilentError: Error, CustomStringConvertible {
    var description: String { " \n " }
  }

  @Test func keepsANetworkErrorAndItsDescription() {
    let error = NetworkError.notFound(resource: "post", id: "999")

    let failure = LoadFailure(error)

    #expect(failure.networkError == error)
    #expect(failure.message == "post 999 not found")
  }

  @Test func describesAnUnimplementedDependency() {
    let error = UnimplementedDependencyError(dependency: "networkClient", detail: "posts")

    let failure = LoadFailure(error)

    #expect(failure.networkError == nil)
    #expect(failure.message == error.description)
  }

  @Test func treatsCancellationAsACancelledRequest() {
    let failure = LoadFailure(CancellationError())

    #expect(failure.networkError == .cancelled)
    #expect(failure.message == "request cancelled")
  }

  @Test func collapsesAnyOtherErrorToOneLine() {
    let failure = LoadFailure(MultilineError())

    #expect(failure.networkError == nil)
    #expect(failure.message == "first line second line third")
  }

  @Test func namesTheTypeOfAnErrorWithABlankDescription() {
    #expect(LoadFailure(SilentError()).message == "SilentError")
  }

  @Test func keepsALoadFailureAsItIs() {
    let original = LoadFailure(message: "custom", networkError: .timedOut(host: "api"))

    #expect(LoadFailure(original) == original)
  }

  @Test func describesItselfByItsMessage() {
    #expect(String(describing: LoadFailure(message: "offline")) == "offline")
  }
}
