import ArgumentParsing
import ClientCommandLine
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct SettingsTests {
  /// `--cacert`, else `$SSL_CERT_FILE`, names a file that must hold a PEM certificate; one
  /// that cannot be read, holds none, or has no end is refused in one line.
  @Test func theDefaultsAreTheDefaultServerAndTheView() throws {
    let root = try #require(URL(string: "https://jsonplaceholder.typicode.com"))

    try checkEqual(settings(["posts"]), Settings(client: ClientSettings(baseURL: root)))
  }

  @Test func sampleAndJSONAndLatency() throws {
    try checkEqual(
      settings(["post", "7", "--sample", "--json", "--latency", "250ms"]),
      Settings(
        client: ClientSettings(baseURL: nil), sampleLatency: .milliseconds(250),
        output: OneShotOutput(format: .json)))
  }

  @Test func theSampleAPIWinsOverTheVariableOfTheBaseURL() throws {
    try checkEqual(
      settings(["posts", "--sample"], environment: ["APP_BASE_URL": "http://127.0.0.1:1"])
        .source, .sample(latency: .zero))
  }

  @Test func readsColourAndPaging() throws {
    try checkEqual(settings(["posts", "--sample"]).output.color, .auto)
    check(try settings(["posts", "--sample"]).output.usesPager)
    let chosen = try settings(["--color", "never", "posts", "--sample", "--no-pager"]).output
    checkEqual(chosen.color, .never)
    check(!chosen.usesPager)
    try checkEqual(settings(["posts", "--sample", "--color=always"]).output.color, .always)
  }

  @Test func theLatencyStillWantsAUnit() {
    #expect(
      throws: UsageError(
        "invalid value '300' for '--latency' (expected a duration such as 300ms or 1.5s)",
        command: "posts")
    ) { try settings(["posts", "--sample", "--latency", "300"]) }
  }

  @Test(
    arguments: [
      (
        ["--sample", "--base-url", "http://a.test"],
        "options '--base-url' and '--sample' cannot be used together"
      ),
      (
        ["--sample", "--latency", "soon"],
        "invalid value 'soon' for '--latency' (expected a duration such as 300ms or 1.5s)"
      ),
      (["--latency", "1s"], "option '--latency' only applies with '--sample'"),
      (["--latency", "bogus"], "option '--latency' only applies with '--sample'"),
      (
        ["--base-url", "example.com"],
        "invalid base URL 'example.com' from '--base-url' (expected http:// or https:// and a host)"
      ),
      (
        ["--sample", "--offline"],
        "option '--offline' does not apply with '--sample', which never uses the network"
      ),
    ]
  )
  func rejectsTheSampleWithAServerOrLatencyWithout(
    arguments: [String], message: String
  ) {
    #expect(throws: UsageError(message, command: "posts")) {
      try settings(["posts"] + arguments)
    }
  }
}
