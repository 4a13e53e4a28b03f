import TerminalKit
import TestSupport
import Testing

@Suite struct TerminationStatusTests {
  @Test func ctrlCEndsWithTheStatusAShellGivesAProgramThatSIGINTEnded() {
    checkEqual(TerminationStatus.interrupted.rawValue, 130)
    checkEqual(TerminationStatus.interrupted, TerminationStatus(rawValue: 130))
  }
}
