import ArgumentParsing
import Testing

@testable import AppCommands

@Suite struct WriteCommandTests {
  func parse(_ arguments: [String]) throws -> Invocation {
    try Invocation(arguments: arguments + ["--sample"], environment: [:])
  }

  @Test func parsesUserCreateWithEveryField() throws {
    let invocation = try parse([
      "user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@x.example",
      "--city", "London", "--company", "Engines",
    ])

    guard case .write(.createUser(let fields), _) = invocation else {
      Issue.record("not user create: \(invocation)")
      return
    }
    #expect(
      fields == [
        .name: "Ada", .username: "ada", .email: "ada@x.example", .city: "London",
        .company: "Engines",
      ])
  }

  @Test func parsesEditsAndDeletes() throws {
    #expect(
      try parse(["user", "edit", "2", "--phone", "1"])
        == .write(.editUser(2, [.phone: "1"]), settings))
    #expect(
      try parse(["user", "delete", "2"]) == .write(.deleteUser(2, confirmed: false), settings))
    #expect(
      try parse(["post", "delete", "7", "--yes"])
        == .write(.deletePost(7, confirmed: true), settings))
    #expect(
      try parse(["post", "edit", "7", "--body", "-"])
        == .write(.editPost(7, [.body: "-"]), settings))
    #expect(
      try parse(["post", "create", "--user", "1", "--title", "T", "--body", "-"])
        == .write(.createPost([.userId: "1", .title: "T", .body: "-"]), settings))
  }

  @Test func noOptionsMeansNoFields() throws {
    #expect(try parse(["post", "create"]) == .write(.createPost([:]), settings))
  }

  @Test func theReadCommandsStillWork() throws {
    #expect(try parse(["post", "7"]) == .run(.post(7), settings))
    #expect(try parse(["user", "2"]) == .run(.user(2), settings))
  }

  @Test(arguments: [["post", "delete", "0"], ["user", "edit", "x"], ["post", "edit"]])
  func idsArePositiveWholeNumbers(arguments: [String]) {
    #expect(throws: UsageError.self) { try parse(arguments) }
  }

  @Test func optionsBelongToTheirSubcommand() {
    #expect(
      throws: UsageError("option '--yes' does not apply to 'post edit'", command: "post edit")
    ) {
      try parse(["post", "edit", "7", "--yes"])
    }
    #expect(
      throws: UsageError("option '--user' does not apply to 'post edit'", command: "post edit")
    ) {
      try parse(["post", "edit", "7", "--user", "2"])
    }
  }

  @Test func helpExplainsASubcommand() throws {
    #expect(
      try Invocation(arguments: ["help", "user", "create"], environment: [:])
        == .help(command: "user create"))
    #expect(
      try Invocation(arguments: ["post", "delete", "--help"], environment: [:])
        == .help(command: "post delete"))
    #expect(HelpText.command("user create")?.contains("--zipcode TEXT") == true)
  }

  private var settings: Invocation.Settings {
    Invocation.Settings(source: .sample(latency: .zero), format: .view)
  }
}
