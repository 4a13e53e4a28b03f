import ArgumentParsing
import TestSupport
import Testing

@testable import AppCommands

@Suite struct CommandLineValuesTests {
  @Test(arguments: ["1", "7", "42", "007"])
  func readsPositiveWholeNumbers(text: String) {
    checkEqual(CommandLineValues.positiveInteger(text), Int(text))
  }

  @Test(arguments: ["", "0", "-1", "+3", "x", "1.5", "٣", " 2", "99999999999999999999999"])
  func rejectsEverythingElse(text: String) {
    checkEqual(CommandLineValues.positiveInteger(text), nil)
  }
}
