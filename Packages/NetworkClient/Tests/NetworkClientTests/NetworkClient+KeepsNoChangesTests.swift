import Foundation
import NetworkClient
import TestSupport
import Testing

@Suite struct NetworkClientKeepsNoChangesTests {
  @Test func onlyJSONPlaceholdersHostKeepsNoChanges() throws {
    let jsonPlaceholder = try #require(URL(string: "http://jsonplaceholder.typicode.com/"))
    let other = try #require(URL(string: "http://127.0.0.1:3000"))

    checkEqual(
      NetworkClient.hostKeepingNoChanges(of: jsonPlaceholder), "jsonplaceholder.typicode.com")
    checkEqual(NetworkClient.hostKeepingNoChanges(of: other), nil)
  }
}
