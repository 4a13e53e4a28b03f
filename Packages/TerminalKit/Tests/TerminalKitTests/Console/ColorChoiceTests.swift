import TerminalKit
import TestSupport
import Testing

@Suite struct ColorChoiceTests {
  static let environments: [[String: String]] = [
    [:], ["TERM": "xterm-256color"], ["TERM": "dumb"], ["NO_COLOR": "1"], ["NO_COLOR": ""],
    ["NO_COLOR": "1", "TERM": "xterm"],
  ]

  @Test(arguments: [true, false], environments)
  func autoColoursATerminalUnlessNoColorOrADumbTerminal(
    isTerminal: Bool, environment: [String: String]
  ) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"

    checkEqual(
      ColorChoice.auto.usesColor(isTerminal: isTerminal, environment: environment),
      (isTerminal && !noColor && !dumb))
  }

  @Test(arguments: [true, false], environments)
  func alwaysAndNeverIgnoreTheTerminalAndTheEnvironment(
    isTerminal: Bool, environment: [String: String]
  ) {
    check(ColorChoice.always.usesColor(isTerminal: isTerminal, environment: environment))
    check(!ColorChoice.never.usesColor(isTerminal: isTerminal, environment: environment))
  }

  @Test func spellsTheCommandLineValues() {
    checkEqual(ColorChoice.allCases.map(\.rawValue), ["auto", "always", "never"])
  }
}
