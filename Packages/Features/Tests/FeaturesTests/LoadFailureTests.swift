import Dependencies
import HTTPClient
import TestSupport
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

    checkEqual(failure.networkError, error)
    checkEqual(failure.message, "post 999 not found")
  }

  @Test func describesAnUnimplementedDependency() {
    let error = UnimplementedDependencyError(dependency: "networkClient", detail: "posts")

    let failure = LoadFailure(error)

    checkEqual(failure.networkError, nil)
    checkEqual(failure.message, error.description)
  }

  @Test func treatsCancellationAsACancelledRequest() {
    let failure = LoadFailure(CancellationError())

    checkEqual(failure.networkError, .cancelled)
    checkEqual(failure.message, "request cancelled")
  }

  @Test func collapsesAnyOtherErrorToOneLine() {
    let failure = LoadFailure(MultilineError())

    checkEqual(failure.networkError, nil)
    checkEqual(failure.message, "first line second line third")
  }

  @Test func namesTheTypeOfAnErrorWithABlankDescription() {
    checkEqual(LoadFailure(SilentError()).message, "SilentError")
  }

  @Test func keepsALoadFailureAsItIs() {
    let original = LoadFailure(message: "custom", networkError: .timedOut(host: "api"))

    checkEqual(LoadFailure(original), original)
  }

  @Test func describesItselfByItsMessage() {
    checkEqual(String(describing: LoadFailure(message: "offline")), "offline")
  }
}
