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
}
