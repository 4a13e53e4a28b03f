import Browse
import Features
import TerminalKit
import TestSupport
import Testing

@Suite struct BrowserLaunchExitCodeTests {
  /// The status of `outcome` and what it said on standard error; `reported` is what a failure
  /// to read the server's list was handed to.
  func status(_ outcome: BrowserLaunch.Outcome) -> (ExitCode, error: String, reported: [String]) {
    let recorder = ConsoleRecorder()
    let reported = LockedValue<[String]>([])
    let status = outcome.exitCode(on: recorder.console()) { failure in
      reported.withLock { $0.append(failure.message) }
      return .unavailable
    }
    return (status, recorder.error, reported.withLock { $0 })
  }

  @Test func quittingIsSuccessAndCtrlCIsInterruptedSayingTheUnansweredChanges() {
    checkEqual(status(.ended(.quit)).0, .success)
    checkEqual(status(.quit).0, .success)
    checkEqual(status(.interrupted).0, .interrupted)
    checkEqual(status(.ended(.interrupted)).0, .interrupted)
    let unanswered = status(.ended(.interruptedUnanswered(["the deletion of 3 got no answer"])))
    checkEqual(unanswered.0, .interrupted)
    check(unanswered.error.contains("the deletion of 3 got no answer"))
  }

  @Test func aTerminalThatCannotBeUsedIsAnOutputError() {
    let failed = status(.ended(.failed("cannot read the terminal")))

    checkEqual(failed.0, .ioError)
    check(failed.error.contains("cannot read the terminal"))
  }

  @Test func aListThatCannotBeReadIsSaidByTheProgram() {
    let failed = status(.loadFailed(LoadFailure(message: "cannot reach 127.0.0.1:9")))

    checkEqual(failed.0, .unavailable)
    checkEqual(failed.reported, ["cannot reach 127.0.0.1:9"])
    checkEqual(failed.error, "")
  }

  @Test func aResourceNamedWronglyIsAUsageErrorAndNothingFoundIsADataError() {
    let twice = status(.failed(.duplicateResource("posts")))
    let invalid = status(.failed(.invalidResource("a:..")))
    let none = status(.failed(.noResourcesFound(tried: ["/db: 404"])))

    checkEqual(twice.0, .usage)
    check(twice.error.contains("the resource 'posts' is named twice"))
    checkEqual(invalid.0, .usage)
    checkEqual(none.0, .dataError)
    check(none.error.contains("found no resources to browse"))
  }
}
