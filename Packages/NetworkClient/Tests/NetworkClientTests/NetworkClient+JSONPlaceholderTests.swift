import Foundation
import NetworkClient
import TestSupport
import Testing

@Suite struct NetworkClientJSONPlaceholderTests {
  @Test func onlyJSONPlaceholdersHostKeepsNoChanges() throws {
    let jsonPlaceholder = try #require(URL(string: "http://jsonplaceholder.typicode.com/"))
    let other = try #require(URL(string: "http://127.0.0.1:3000"))

    checkEqual(
      NetworkClient.hostKeepingNoChanges(of: jsonPlaceholder), "jsonplaceholder.typicode.com")
    checkEqual(NetworkClient.hostKeepingNoChanges(of: other), nil)
  }

  @Test func jsonPlaceholderIsItsHostsRootByAnyAddress() throws {
    for text in ["https://jsonplaceholder.typicode.com", "http://JSONPlaceholder.typicode.com/"] {
      check(NetworkClient.isJSONPlaceholder(try #require(URL(string: text))), "\(text)")
    }
    for text in ["https://jsonplaceholder.typicode.com/v2", "http://127.0.0.1:3000"] {
      check(!NetworkClient.isJSONPlaceholder(try #require(URL(string: text))), "\(text)")
    }
  }
}
