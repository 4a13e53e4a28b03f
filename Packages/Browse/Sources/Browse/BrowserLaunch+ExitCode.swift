import Features
import TerminalKit

extension BrowserLaunch.Outcome {
  /// The status the program ends with after this outcome, what went wrong said on `console`'s
  /// standard error: a failure to read what the server lists by `reportLoadFailure`, which
  /// knows the program's hints. A signal that ended the browser ends the process here, the
  /// deletions in their undo window sent.
  public func exitCode(
    on console: Console, reportingLoadFailure reportLoadFailure: (LoadFailure) -> ExitCode
  ) -> ExitCode {
    switch self {
    case .ended(.quit), .quit:
      return .success
    case .ended(.interrupted), .interrupted:
      return .interrupted
    case .ended(.interruptedUnanswered(let messages)):
      for message in messages { console.reportError(message) }
      return .interrupted
    case .ended(.terminated(let signal)):
      TerminationSignals.end(by: signal)
    case .ended(.failed(let message)):
      console.reportError(message)
      return .ioError
    case .loadFailed(let failure):
      return reportLoadFailure(failure)
    case .failed(let failure):
      console.reportError(failure.description)
      switch failure {
      case .invalidResource, .duplicateResource: return .usage
      default: return .dataError
      }
    }
  }
}
