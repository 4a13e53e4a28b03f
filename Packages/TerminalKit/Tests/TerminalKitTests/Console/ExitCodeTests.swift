import TerminalKit
import Testing

@Suite struct ExitCodeTests {
  @Test func followsSysexits() {
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode.dataError.rawValue == 65)
    #expect(ExitCode.unavailable.rawValue == 69)
    #expect(ExitCode.software.rawValue == 70)
    #expect(ExitCode.ioError.rawValue == 74)
    #expect(Set(ExitCode.allCases.map(\.rawValue)).count == ExitCode.allCases.count)
  }
}
