import Foundation
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct DataSourceScreenNotesTests {
  @Test func suggestsTheSampleAPIOnlyForAServer() throws {
    let url = try #require(URL(string: "http://127.0.0.1:9"))

    checkEqual(
      DataSource.remote(url).unreachableHint, "try --sample to use the built-in sample API")
    checkEqual(DataSource.sample(latency: .zero).unreachableHint, nil)
  }

  @Test func namesOnlyJSONPlaceholderAsKeepingNoChanges() throws {
    let other = try #require(URL(string: "http://127.0.0.1:3000"))

    checkEqual(
      DataSource.remote(NetworkClient.defaultBaseURL).hostKeepingNoChanges,
      NetworkClient.defaultBaseURL.host)
    checkEqual(DataSource.remote(other).hostKeepingNoChanges, nil)
    checkEqual(DataSource.sample(latency: .zero).hostKeepingNoChanges, nil)
  }

  @Test func saysWhereCredentialsGoOrToCheckTheOnesGiven() throws {
    let bare = try #require(URL(string: "http://127.0.0.1:9"))
    let withUser = try #require(URL(string: "http://ada:secretpw@127.0.0.1:9"))

    checkEqual(
      DataSource.remote(bare).credentialsHint(sent: nil),
      "give credentials: -a USER:PASSWORD, -A bearer -a TOKEN, or a header such as "
        + "X-API-Key:KEY")
    checkEqual(
      DataSource.remote(withUser).credentialsHint(sent: nil),
      "check the user and password in --base-url")
    checkEqual(
      DataSource.remote(withUser).credentialsHint(sent: "a bearer token of -a"),
      "check a bearer token of -a", "what was sent last is what to check")
    checkEqual(DataSource.sample(latency: .zero).credentialsHint(sent: "a bearer token"), nil)
  }

  @Test(
    arguments: [
      (nil, nil, ["Bearer"], "this server wants a bearer token: -A bearer -a TOKEN"),
      (nil, nil, ["Basic"], "this server wants a user and password: -a USER:PASSWORD"),
      (nil, nil, ["Token"], "this server wants a Token: -A token -a TOKEN"),
      (
        nil, nil, ["Basic", "bearer"],
        "this server takes a bearer token (-A bearer -a TOKEN) or a user and password "
          + "(-a USER:PASSWORD)"
      ),
      (
        "Basic credentials of the user 'ada' of -a", "basic", ["Bearer"],
        "sent Basic credentials of the user 'ada' of -a; this server wants a bearer token: "
          + "-A bearer -a TOKEN"
      ),
      ("a bearer token of -a", "bearer", ["Bearer"], "check a bearer token of -a"),
      (
        "the header X-API-Key", nil, ["Bearer"],
        "sent the header X-API-Key; this server wants a bearer token: -A bearer -a TOKEN"
      ),
      (
        nil, nil, ["Digest"],
        "this server asks for Digest credentials, which this program does not make; give what "
          + "it wants as a header, such as Authorization:'Digest …'"
      ),
    ] as [(String?, String?, [String], String)])
  func saysWhatTheServerWantsWhenItIsNotWhatWasSent(
    sent: String?, scheme: String?, wanted: [String], hint: String
  ) throws {
    let source = DataSource.remote(try #require(URL(string: "http://127.0.0.1:9")))

    checkEqual(source.credentialsHint(sent: sent, sentScheme: scheme, wanted: wanted), hint)
  }

  @Test func aUserInTheBaseURLIsWhatWasSent() throws {
    let withUser = DataSource.remote(try #require(URL(string: "http://ada:pw@127.0.0.1:9")))

    checkEqual(
      withUser.credentialsHint(sent: nil, wanted: ["Basic"]),
      "check the user and password in --base-url")
    checkEqual(
      withUser.credentialsHint(sent: nil, wanted: ["Bearer"]),
      "sent the user and password in --base-url; this server wants a bearer token: "
        + "-A bearer -a TOKEN")
  }
}
