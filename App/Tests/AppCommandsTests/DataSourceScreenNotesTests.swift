import Foundation
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct DataSourceScreenNotesTests {
  @Test func suggestsTheSampleAPIOnlyForAServer() throws {
    let url = try #require(URL(string: "http://127.0.0.1:9"))

    #expect(DataSource.remote(url).unreachableHint == "try --sample to use the built-in sample API")
    #expect(DataSource.sample(latency: .zero).unreachableHint == nil)
  }

  @Test func namesOnlyJSONPlaceholderAsKeepingNoChanges() throws {
    let other = try #require(URL(string: "http://127.0.0.1:3000"))

    #expect(
      DataSource.remote(NetworkClient.defaultBaseURL).hostKeepingNoChanges
        == NetworkClient.defaultBaseURL.host)
    #expect(DataSource.remote(other).hostKeepingNoChanges == nil)
    #expect(DataSource.sample(latency: .zero).hostKeepingNoChanges == nil)
  }

  @Test func saysWhereCredentialsGoOrToCheckTheOnesGiven() throws {
    let bare = try #require(URL(string: "http://127.0.0.1:9"))
    let withUser = try #require(URL(string: "http://ada:secretpw@127.0.0.1:9"))

    #expect(
      DataSource.remote(bare).credentialsHint(sent: nil)
        == "give credentials: -a USER:PASSWORD, -A bearer -a TOKEN, or a header such as "
        + "X-API-Key:KEY")
    #expect(
      DataSource.remote(withUser).credentialsHint(sent: nil)
        == "check the user and password in --base-url")
    #expect(
      DataSource.remote(withUser).credentialsHint(sent: "a bearer token of -a")
        == "check a bearer token of -a", "what was sent last is what to check")
    #expect(DataSource.sample(latency: .zero).credentialsHint(sent: "a bearer token") == nil)
  }
}
