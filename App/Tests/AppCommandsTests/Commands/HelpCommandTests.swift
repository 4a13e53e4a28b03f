import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct HelpCommandTests {
  @Test(
    arguments: [
      ([], nil), (["help"], nil), (["help", "post"], "post"), (["post", "--help"], "post"),
      (["post", "abc", "--help"], "post"), (["help", "user", "create"], "user create"),
      (["post", "delete", "--help"], "post delete"), (["completion", "--help"], "completion"),
      (["help", "completion"], "completion"),
    ] as [([String], String?)])
  func theTopicIsTheCommandAskedAbout(arguments: [String], topic: String?) throws {
    #expect(HelpCommand.topic(in: try AppCommandLine.spec.parse(arguments)) == topic)
  }

  @Test func anUnknownTopicIsAUsageError() {
    #expect(
      throws: UsageError("unknown command 'user creat' (did you mean 'create'?)", command: "help")
    ) {
      try parse(["help", "user", "creat"], as: HelpCommand.self)
    }
  }
}
