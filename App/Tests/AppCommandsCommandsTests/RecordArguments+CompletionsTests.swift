import Foundation
import JSONServer
import TestSupport
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

    await checkEqual(complete(["create"] + base), ["plants", "visits"])
    await checkEqual(complete(["edit"] + base), ["plants", "visits"], "the id is not typed yet")
    await checkEqual(complete(["delete"] + base), ["plants", "visits"])
    await checkEqual(complete(["create", "plants"] + base), ["name=", "height:=", #"a\=b="#])
    await checkEqual(
      complete(["edit", "plants", "1", "name=Fern"] + base), ["height:=", #"a\=b="#])
    await checkEqual(complete(["edit", "plants"] + base), [], "no field for the id")
    await checkEqual(complete(["create", "visits"] + base), [])
  }

  @Test func offersOnlyTheCollectionsWhoseNamesAShellTakesAsTyped() async throws {
    let server = try Self.server(
      address: "127.0.0.1",
      document: #"{"plants": [], "name with space": [], "50%": [], "a?b": [], "tab\tx": []}"#)
    let base = ["--base-url", "http://\(server.address)"]

    check(await complete(["get"] + base).contains("/name%20with%20space"), "a path holds it")
    await checkEqual(complete(["create"] + base), ["plants", "50%"])
    await checkEqual(complete(["edit"] + base), ["plants", "50%"])
    await checkEqual(complete(["delete"] + base), ["plants", "50%"])
  }

  @Test func offersTheCollectionsOfARouterRootWithTheirSlashAndTheirFields() async throws {
    let server = try GetCommandCompletionsTests.router()
    let base = ["--base-url", server.baseURL.absoluteString + "/api"]

    await checkEqual(complete(["create"] + base), ["books/", "authors/"])
    await checkEqual(complete(["create", "books/"] + base), ["title=", "year:="])
    await checkEqual(complete(["edit", "books/", "7", "year:=1999"] + base), ["title="])
  }

  @Test func offersTheSamplesCollectionsAndFields() async {
    check(await complete(["create", "--sample"]).contains("posts"))
    await checkEqual(complete(["create", "posts", "--sample"]), ["userId:=", "title=", "body="])
  }
}
