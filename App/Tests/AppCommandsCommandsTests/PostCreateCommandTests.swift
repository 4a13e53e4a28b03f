import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PostCreateCommandTests {
  @Test func readsEachFieldFromItsOption() throws {
    try checkEqual(
      parse(
        ["post", "create", "--user", "1", "--title", "T", "--body", "-"],
        as: PostCreateCommand.self),
      PostCreateCommand(fields: [.userId: "1", .title: "T", .body: "-"]))
  }

  @Test func noOptionsMeansNoFields() throws {
    try checkEqual(
      parse(["post", "create"], as: PostCreateCommand.self), PostCreateCommand(fields: [:]))
  }
}
