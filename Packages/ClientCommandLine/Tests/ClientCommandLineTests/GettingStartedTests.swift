import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with ClientCommandLine" article
/// (`ClientCommandLine.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func declaresReadsAndMakesTheSession() throws {
    var made: (ClientOptions, CommandLineSpec, ClientSettings, SessionSettings)?
    func article() throws {
      guard let defaultRoot = URL(string: "https://ledger.example/api/") else { return }
      let options = ClientOptions(
        program: "ledger", environmentPrefix: "LEDGER", defaultBaseURL: defaultRoot)
      let invoices = CommandSpec(name: "invoices", summary: "List the invoices")
      let commandLine = CommandLineSpec(
        programName: "ledger", commands: [invoices], globalOptions: options.specs)
      // options.baseURLVariable is "LEDGER_BASE_URL"

      let settings = try ClientSettings(
        parsing: commandLine.parse(["invoices", "--timeout", "10s", "--retries", "0"]),
        options: options, environment: ["LEDGER_BASE_URL": "http://127.0.0.1:8000/api/"])
      // settings.baseURL is http://127.0.0.1:8000/api/; settings.timeout is 10 seconds

      guard let root = settings.baseURL else { return }
      let session = settings.session(
        to: root, through: { URLSession(configuration: .ephemeral) },
        userAgent: "ledger/1.0", cacheDirectory: nil)
      // session.timeout is 10 seconds; session.retries is 0

      made = (options, commandLine, settings, session)
    }
    try article()
    let (options, commandLine, settings, session) = try #require(made)

    checkEqual(options.baseURLVariable, "LEDGER_BASE_URL")
    check(commandLine.globalOptions.contains { $0.name == "base-url" })
    checkEqual(settings.baseURL, URL(string: "http://127.0.0.1:8000/api/"))
    checkEqual(settings.timeout, .seconds(10))
    checkEqual(session.timeout, .seconds(10))
    checkEqual(session.retries, 0)
    checkEqual(session.baseURL, settings.baseURL)
  }
}
