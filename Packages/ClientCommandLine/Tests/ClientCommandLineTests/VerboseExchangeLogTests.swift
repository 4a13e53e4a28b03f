import ClientCommandLine
import Foundation
import HTTPClient
import TerminalKit
import TestSupport
import Testing

@Suite struct VerboseExchangeLogTests {
  @Test func eachExchangeIsOneStarLineOnStandardError() throws {
    let recorder = ConsoleRecorder()
    let log = VerboseExchangeLog(console: recorder.console())
    let url = try #require(URL(string: "http://127.0.0.1:3000/posts?_page=2"))

    log.finished(
      ExchangeSummary(
        method: "GET", url: ShownURL(url), outcome: .answered(status: 200),
        duration: .milliseconds(84), attempts: 1))

    checkEqual(recorder.error, "* GET /posts?_page=2: HTTP 200 in 84ms\n")
    checkEqual(recorder.output, "")
  }
}
