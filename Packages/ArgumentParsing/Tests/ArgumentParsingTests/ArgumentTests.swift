import ArgumentParsing
import Testing

@Suite struct ArgumentTests {
  static let id = Argument<Int>(
    "id", summary: "The id", noun: "thing id", expecting: "a positive whole number"
  ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [CommandSpec(name: "show", summary: "Show", arguments: [id.spec])],
    globalOptions: [.flag("help", summary: "Help", isInformational: true)])

  @Test func readsTheArgumentConverted() throws {
    #expect(try spec.parse(["show", "7"]).value(of: Self.id) == 7)
  }

  @Test func aMissingArgumentHasNoValue() throws {
    #expect(try spec.parse(["show", "--help"]).value(of: Self.id) == nil)
    #expect(try spec.parse(["show", "7"]).value(of: Self.id, at: 1) == nil)
  }

  @Test(arguments: ["x", "0", "-1", ""])
  func aValueThatDoesNotConvertIsAUsageErrorNamingTheArgument(text: String) throws {
    let parsed = ParsedArguments(command: "show", arguments: [text])

    let error = #expect(throws: UsageError.self) { try parsed.value(of: Self.id) }
    #expect(
      error
        == UsageError(
          "invalid thing id '\(text)' (expected a positive whole number)", command: "show"))
  }

  @Test func aRequiredArgumentThatIsMissingIsAUsageError() throws {
    let parsed = ParsedArguments(command: "show")

    #expect(throws: UsageError("missing <id> for 'show'", command: "show")) {
      try parsed.requiredValue(of: Self.id)
    }
    #expect(try ParsedArguments(command: "show", arguments: ["3"]).requiredValue(of: Self.id) == 3)
  }
}
