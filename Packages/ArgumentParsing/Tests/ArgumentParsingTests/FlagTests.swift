import ArgumentParsing
import Testing

@Suite struct FlagTests {
  static let json = Flag("json", short: "j", summary: "Print JSON")
  let spec = CommandLineSpec(
    programName: "tool", commands: [CommandSpec(name: "list", summary: "List")],
    globalOptions: [json.spec])

  @Test func theDeclarationIsTheSpecTheParserSees() {
    #expect(Self.json.spec == .flag("json", short: "j", summary: "Print JSON"))
  }

  @Test(arguments: [["list", "--json"], ["-j", "list"]])
  func isSetWhenGivenInAnySpelling(arguments: [String]) throws {
    #expect(try spec.parse(arguments).isSet(Self.json))
  }

  @Test func isNotSetWhenAbsent() throws {
    #expect(!(try spec.parse(["list"]).isSet(Self.json)))
  }
}
