import Foundation
import JSONServer
import Testing

/// What a shell's completion script is told for `create`, `edit` and `delete`: the collections
/// the server names, and the fields of the collection's records.
@Suite struct RecordArgumentsCompletionsTests {
  func complete(_ words: [String]) async -> [String] {
    await GetCommandCompletionsTests().complete(words).1
  }

  static func server(
    address: String,
    document: String = #"""
    {"plants": [{"id": 1, "name": "Fern", "height": 30, "a=b": "x"}, {"id": 2, "name": "Ivy"}],
     "visits": []}
    """#
  ) throws -> JSONServerListener {
    try JSONServerListener(
      api: JSONServer(document: Data(document.utf8)), host: address, port: 0, log: nil)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func offersTheCollectionsAndThenTheirFields(address: String) async throws {
    let server = try Self.server(address: address)
    let base = ["--base-url", "http://\(server.address)"]

    #expect(await complete(["create"] + base) == ["plants", "visits"])
    #expect(await complete(["edit"] + base) == ["plants", "visits"], "the id is not typed yet")
    #expect(await complete(["delete"] + base) == ["plants", "visits"])
    #expect(await complete(["create", "plants"] + base) == ["name=", "height:=", #"a\=b="#])
    #expect(
      await complete(["edit", "plants", "1", "name=Fern"] + base) == ["height:=", #"a\=b="#])
    #expect(await complete(["edit", "plants"] + base) == [], "no field for the id")
    #expect(await complete(["create", "visits"] + base) == [])
  }

  @Test func offersOnlyTheCollectionsWhoseNamesTheCommandsAccept() async throws {
    let server = try Self.server(
      address: "127.0.0.1",
      document: #"{"plants": [], "name with space": [], "50%": [], "a?b": [], "tab\tx": []}"#)
    let base = ["--base-url", "http://\(server.address)"]

    #expect(await complete(["get"] + base).contains("/name%20with%20space"), "a path holds it")
    #expect(await complete(["create"] + base) == ["plants"])
    #expect(await complete(["edit"] + base) == ["plants"])
    #expect(await complete(["delete"] + base) == ["plants"])
  }

  @Test func offersTheSamplesCollectionsAndFields() async {
    #expect(await complete(["create", "--sample"]).contains("posts"))
    #expect(await complete(["create", "posts", "--sample"]) == ["userId:=", "title=", "body="])
  }
}
