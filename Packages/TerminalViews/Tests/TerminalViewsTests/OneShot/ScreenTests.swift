import Features
import Foundation
import NetworkClient
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct ScreenTests {
  private func screen(_ recorder: ConsoleRecorder, unreachableHint: String? = nil) -> Screen {
    Screen(
      console: recorder.console(), format: .view, unreachableHint: unreachableHint,
      rendersForTerminal: false)
  }

  @Test func reportsAnInternalFailureAsSoftwareWithoutBlamingTheNetwork() {
    let recorder = ConsoleRecorder()
    let message = "Unimplemented dependency 'urlSession': GET http://127.0.0.1:9/posts was sent"

    let outcome = screen(recorder, unreachableHint: "try --sample").report(
      LoadFailure(message: message))

    checkEqual(outcome.failureStatus, .software)
    checkEqual(recorder.error, "app: \(message)\n")
    check(recorder.output.isEmpty)
  }

  @Test func addsTheHintOnlyWhenTheServerCannotBeReached() {
    let recorder = ConsoleRecorder()
    let hint = "try --sample to use the built-in sample API"
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused"))

    let outcome = screen(recorder, unreachableHint: hint).report(failure)

    checkEqual(outcome.failureStatus, .unavailable)
    checkEqual(recorder.error, "app: cannot reach 127.0.0.1:9: refused (\(hint))\n")
  }

  @Test func reportsAnUnreachableServerAsItIsWithoutAHint() {
    let recorder = ConsoleRecorder()
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused"))

    let outcome = screen(recorder).report(failure)

    checkEqual(outcome.failureStatus, .unavailable)
    checkEqual(recorder.error, "app: cannot reach 127.0.0.1:9: refused\n")
  }

  @Test func addsTheSizeLimitHintOnlyToAnAnswerTooLarge() {
    let recorder = ConsoleRecorder()
    let hinted = screen(recorder).hinting { error in
      guard case .tooLarge = error else { return nil }
      return "--max-size 64M accepts a larger one"
    }

    let large = hinted.report(
      LoadFailure(NetworkError.tooLarge(host: "127.0.0.1:9", limit: 16 << 20)))
    let other = hinted.report(
      LoadFailure(NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused")))

    checkEqual(large.failureStatus, .dataError)
    checkEqual(other.failureStatus, .unavailable)
    checkEqual(
      recorder.error,
      "app: the response from 127.0.0.1:9 is larger than 16 MiB "
        + "(--max-size 64M accepts a larger one)\napp: cannot reach 127.0.0.1:9: refused\n")
  }

}

extension Screen.Outcome {
  /// The status of a failure, or `nil` for anything to print.
  fileprivate var failureStatus: ExitCode? {
    guard case .failure(let status) = self else { return nil }
    return status
  }
}
