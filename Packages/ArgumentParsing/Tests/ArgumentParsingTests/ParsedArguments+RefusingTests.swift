import ArgumentParsing
import Testing

@Suite struct ParsedArgumentsRefusingTests {
  let json = OptionSpec.flag("json", summary: "JSON")
  let color = OptionSpec.value("color", valueName: "WHEN", summary: "Colour")
  var spec: CommandLineSpec {
    CommandLineSpec(
      programName: "tool", commands: [CommandSpec(name: "browse", summary: "Browse")],
      globalOptions: [json, color])
  }

  @Test func anOptionThatDoesNotApplyIsAUsageErrorNamingIt() throws {
    #expect(throws: UsageError("option '--json' does not apply to 'browse'", command: "browse")) {
      try spec.parse(["browse", "--json"]).refuse([json, color])
    }
    #expect(
      throws: UsageError("option '--color' does not apply to 'browse'", command: "browse")
    ) {
      try spec.parse(["browse", "--color", "never"]).refuse([json, color])
    }
  }

  @Test func otherOptionsPass() throws {
    try spec.parse(["browse", "--color", "never"]).refuse([json])
    try spec.parse(["browse"]).refuse([json, color])
  }
}
