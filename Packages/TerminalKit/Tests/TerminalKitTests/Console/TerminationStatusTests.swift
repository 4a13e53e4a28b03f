import TerminalKit
import Testing

@Suite struct TerminationStatusTests {
  @Test func ctrlCEndsWithTheStatusAShellGivesAProgramThatSIGINTEnded() {
    #expect(TerminationStatus.interrupted.rawValue == 130)
    #expect(TerminationStatus.interrupted == TerminationStatus(rawValue: 130))
  }
}
