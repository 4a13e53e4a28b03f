import TerminalKit
import TestSupport
import Testing

@Suite struct ExitCodeTests {
  @Test func eachStatusKeepsTheNumberTheExitCodesPageGivesIt() {
    let numbers: [ExitCode: Int32] = [
      .success: 0, .notFound: 1, .usage: 64, .dataError: 65, .unavailable: 69, .software: 70,
      .ioError: 74, .temporaryFailure: 75, .protocolError: 76, .noPermission: 77, .notTLS: 78,
      .unansweredWrite: 79, .versionConflict: 80, .incompleteList: 81, .interrupted: 130,
    ]
    checkEqual(Set(ExitCode.allCases), Set(numbers.keys))
    for code in ExitCode.allCases {
      checkEqual(code.rawValue, numbers[code], "\(code)")
    }
    checkEqual(Set(ExitCode.allCases.map(\.rawValue)).count, ExitCode.allCases.count)
  }

  @Test func endsTheProcessWithItsOwnNumber() {
    checkEqual(ExitCode.dataError.terminationStatus, TerminationStatus(rawValue: 65))
    checkEqual(ExitCode.interrupted.terminationStatus, .interrupted)
  }
}
