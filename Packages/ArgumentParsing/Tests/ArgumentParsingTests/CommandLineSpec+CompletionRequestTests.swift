import ArgumentParsing
import Testing

@Suite struct CommandLineSpecCompletionRequestTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(name: "list", summary: "List things"),
      CommandSpec(
        name: "edit", summary: "Edit a record",
        arguments: [
          ArgumentSpec(name: "resource", summary: "Which collection"),
          ArgumentSpec(name: "id", summary: "Which record"),
        ]),
    ],
    globalOptions: [.value("base-url", valueName: "URL", summary: "Root")])

  @Test func theWordBeingCompletedIsTheLastArgument() throws {
    let parsed = try #require(
      spec.parseForCompletion(after: ["edit", "customers", "--base-url", "x"]))

    #expect(parsed.command == "edit")
    #expect(parsed.arguments.count == 2)
    #expect(parsed.arguments.first == "customers")
    #expect(parsed.values["base-url"] == ["x"])
  }

  @Test func aRequiredArgumentAfterTheWordIsStoodInForAndLeftOut() throws {
    let parsed = try #require(spec.parseForCompletion(after: ["edit"]))

    #expect(parsed.command == "edit")
    #expect(parsed.arguments.count == 1, "only the word being completed")
  }

  @Test func aCommandLineThatDoesNotParseIsNone() {
    #expect(spec.parseForCompletion(after: ["nonsense"]) == nil)
    #expect(spec.parseForCompletion(after: ["list", "--unknown"]) == nil)
  }
}
