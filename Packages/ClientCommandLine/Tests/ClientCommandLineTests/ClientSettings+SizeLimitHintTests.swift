import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import ClientCommandLine

@Suite struct ClientSettingsSizeLimitHintTests {
  @Test(arguments: [
    (16 << 20, "--max-size 64M accepts a larger one"),
    (500_000, "--max-size 2M accepts a larger one"),
    (1000, "--max-size 4k accepts a larger one"),
    (100, "--max-size 400 accepts a larger one"),
    (Int.max, "--max-size \(Int.max / (1 << 20) + 1)M accepts a larger one"),
  ])
  func namesTheOptionWithALimitFourTimesAsLarge(limit: Int, hint: String) {
    let settings = ClientSettings(baseURL: nil, maximumResponseSize: limit)

    checkEqual(settings.sizeLimitHint, hint)
  }

  @Test func theFailureHintNamesTheOptionAfterAnAnswerTooLargeAndAKeyAfterARefusal() throws {
    let settings = ClientSettings(baseURL: nil)
    let url = try #require(URL(string: "http://127.0.0.1:9/books"))

    checkEqual(
      settings.failureHint(.tooLarge(host: "127.0.0.1:9", limit: 16 << 20)),
      "--max-size 64M accepts a larger one")
    checkEqual(
      settings.failureHint(
        .unexpectedStatus(code: 415, bodyExcerpt: "", request: ShownRequest("POST", url)))?
        .hasSuffix(#""records": {"format": "form"} in servers.json"#), true)
    checkEqual(settings.failureHint(.cancelled), nil)
  }
}
