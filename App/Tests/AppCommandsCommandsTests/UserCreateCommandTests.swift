import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct UserCreateCommandTests {
  @Test func readsEachFieldFromItsOption() throws {
    try checkEqual(
      parse(
        [
          "user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@x.example",
          "--city", "London", "--company", "Engines",
        ], as: UserCreateCommand.self),
      UserCreateCommand(fields: [
        .name: "Ada", .username: "ada", .email: "ada@x.example", .city: "London",
        .company: "Engines",
      ]))
  }

  @Test func everyFieldHasAnOptionAndTheRequiredOnesSaySo() {
    let options = UserCreateCommand.spec.options
    checkEqual(
      options.map(\.name),
      [
        "name", "username", "email", "phone", "website", "street", "suite", "city", "zipcode",
        "company",
      ])
    checkEqual(
      options.filter { $0.summary.hasSuffix("(required)") }.map(\.name),
      [
        "name", "username", "email",
      ])
  }
}
