import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct UserCreateCommandTests {
  @Test func readsEachFieldFromItsOption() throws {
    #expect(
      try parse(
        [
          "user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@x.example",
          "--city", "London", "--company", "Engines",
        ], as: UserCreateCommand.self)
        == UserCreateCommand(fields: [
          .name: "Ada", .username: "ada", .email: "ada@x.example", .city: "London",
          .company: "Engines",
        ]))
  }

  @Test func everyFieldHasAnOptionAndTheRequiredOnesSaySo() {
    let options = UserCreateCommand.spec.options
    #expect(
      options.map(\.name) == [
        "name", "username", "email", "phone", "website", "street", "suite", "city", "zipcode",
        "company",
      ])
    #expect(
      options.filter { $0.summary.hasSuffix("(required)") }.map(\.name) == [
        "name", "username", "email",
      ])
  }
}
