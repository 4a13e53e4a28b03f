import Features
import Foundation
import NetworkClient
import NetworkClientLive
import Testing

@testable import AppCommands

@Suite struct ScreenTests {
  private func screen(_ recorder: ConsoleRecorder) throws -> Screen {
    let url = try #require(URL(string: "http://127.0.0.1:9"))
    return Screen(
      console: recorder.console(), format: .view, source: .remote(url), rendersForTerminal: false)
  }

  @Test func reportsAnInternalFailureAsSoftwareWithoutBlamingTheNetwork() throws {
    let recorder = ConsoleRecorder()
    let message = "Unimplemented dependency 'urlSession': GET http://127.0.0.1:9/posts was sent"

    let outcome = try screen(recorder).report(LoadFailure(message: message))

    #expect(outcome.failureStatus == .software)
    #expect(recorder.error == "app: \(message)\n")
    #expect(recorder.output.isEmpty)
  }

  @Test func suggestsTheSampleAPIOnlyWhenTheServerCannotBeReached() throws {
    let recorder = ConsoleRecorder()
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused"))

    let outcome = try screen(recorder).report(failure)

    #expect(outcome.failureStatus == .unavailable)
    #expect(
      recorder.error
        == "app: cannot reach 127.0.0.1:9: refused (try --sample to use the built-in sample API)\n")
  }
}

extension Screen.Outcome {
  /// The status of a failure, or `nil` for anything to print.
  fileprivate var failureStatus: ExitCode? {
    guard case .failure(let status) = self else { return nil }
    return status
  }
}
