import Foundation
import JSONCoding
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct RecordWriteConventionsTests {
  let rails = RecordWriteConventions(pathExtension: "json", wrapsBodyInSingular: true)

  func body<Response>(_ endpoint: Endpoint<Response>) throws -> JSONValue? {
    try endpoint.body.map { try JSONValue(parsing: $0) }
  }

  @Test func railsPathsTakeTheExtensionAndItsWritesTheSingularsRoot() throws {
    let create = rails.applied(
      to: RecordsClient.creating(in: "categories", fields: ["name": "Tea"]))
    let change = rails.applied(to: RecordsClient.changing("7", of: "users", fields: ["a": 1]))
    let delete = rails.applied(to: RecordsClient.deleting("7", of: "users"))
    let typed = rails.applied(to: RecordsClient.creating(in: "users.json", fields: ["a": 1]))

    #expect(create.pathComponents == ["categories.json"])
    #expect(try body(create) == ["category": ["name": "Tea"]])
    #expect(change.pathComponents == ["users", "7.json"] && change.method == "PATCH")
    #expect(try body(change) == ["user": ["a": 1]])
    #expect(delete.pathComponents == ["users", "7.json"] && delete.body == nil)
    #expect(typed.pathComponents == ["users.json"])
    #expect(try body(typed) == ["user": ["a": 1]])
  }

  @Test func aDryRunShowsTheBodyUnderItsRoot() {
    #expect(rails.body(of: ["a": 1], in: "people.json") == ["person": ["a": 1]])
    #expect(RecordWriteConventions().body(of: ["a": 1], in: "people") == ["a": 1])
  }

  @Test func jsonServersConventionsChangeNothing() throws {
    let create = RecordsClient.creating(in: "users", fields: ["a": 1])

    let applied = RecordWriteConventions().applied(to: create)

    #expect(applied.pathComponents == create.pathComponents && applied.body == create.body)
  }
}
