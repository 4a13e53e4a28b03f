import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ClientSettingsNetrcTests {
  @Test func dashDashNetrcSendsTheServersLoginUnlessDashAIsGiven() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "netrc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try Data("machine 127.0.0.1 login ada password s3cret\nmachine nopass login bob\n".utf8)
      .write(to: home.appendingPathComponent(".netrc"))
    let environment = ["HOME": home.path]

    let sent = try settings(
      ["posts", "--netrc", "--base-url", "http://127.0.0.1:9"], environment: environment)
    checkEqual(sent.authentication?.credentials, .basic(user: "ada", password: "s3cret"))
    checkEqual(sent.credentialsHint()([]), "check Basic credentials of the user 'ada' of ~/.netrc")
    try checkEqual(
      settings(
        ["posts", "--netrc", "-a", "x:y", "--base-url", "http://127.0.0.1:9"],
        environment: environment
      ).authentication?.credentials, .basic(user: "x", password: "y"))
    try checkEqual(
      settings(
        ["posts", "--netrc", "--base-url", "http://elsewhere"], environment: environment
      )
      .authentication, nil, "no entry: nothing sent, as curl")
    try checkEqual(settings(["posts", "--base-url", "http://127.0.0.1:9"]).authentication, nil)
    #expect(throws: UsageError("~/.netrc gives the user 'bob' but no password", command: "posts")) {
      try settings(["posts", "--netrc", "--base-url", "http://nopass"], environment: environment)
    }
    #expect(
      throws: UsageError(
        "cannot read '/nonexistent/.netrc' for '--netrc'", command: "posts")
    ) {
      try settings(["posts", "--netrc"], environment: ["HOME": "/nonexistent"])
    }
  }
}
