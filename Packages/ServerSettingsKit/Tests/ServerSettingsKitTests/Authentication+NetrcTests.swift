import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct AuthenticationNetrcTests {
  /// A home folder holding `.netrc` with `text`, removed after `body`.
  func withHome<T>(netrc text: String?, _ body: ([String: String]) throws -> T) throws -> T {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "netrc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    if let text {
      try Data(text.utf8).write(to: home.appendingPathComponent(".netrc"))
    }
    return try body(["HOME": home.path])
  }

  @Test func findsTheHostsLoginElseTheDefault() throws {
    let text = "machine api.example login ada password s3cret\ndefault login guest password g\n"
    let (found, fallback) = try withHome(netrc: text) { environment in
      (
        try Authentication.netrc(forHost: "API.example", environment: environment),
        try Authentication.netrc(forHost: "elsewhere", environment: environment)
      )
    }

    checkEqual(found?.credentials, .basic(user: "ada", password: "s3cret"))
    checkEqual(found?.origin, "~/.netrc")
    checkEqual(fallback?.credentials, .basic(user: "guest", password: "g"))
  }

  @Test func anIPv6HostIsLookedUpWithoutItsBrackets() throws {
    let found = try withHome(netrc: "machine ::1 login ada password pw\n") { environment in
      try Authentication.netrc(forHost: "[::1]", environment: environment)
    }

    checkEqual(found?.user, "ada")
  }

  @Test func aHostWithNoEntryHasNone() throws {
    let found = try withHome(netrc: "machine a login ada password pw\n") { environment in
      try Authentication.netrc(forHost: "b", environment: environment)
    }

    checkEqual(found, nil, "as curl, nothing is sent")
  }

  @Test func whatCannotBeReadSaysWhy() throws {
    #expect(throws: Authentication.NetrcFailure.noHome) {
      try Authentication.netrc(forHost: "a", environment: [:])
    }
    #expect(throws: Authentication.NetrcFailure.unreadable(path: "/nonexistent/.netrc")) {
      try Authentication.netrc(forHost: "a", environment: ["HOME": "/nonexistent"])
    }
    let failure = try withHome(netrc: "machine a port 80\n") {
      environment -> Authentication.NetrcFailure? in
      do throws(Authentication.NetrcFailure) {
        _ = try Authentication.netrc(forHost: "a", environment: environment)
        return nil
      } catch {
        return error
      }
    }
    guard case .malformed(_, let syntax)? = failure else {
      Issue.record("expected a malformed file, got \(String(describing: failure))")
      return
    }
    checkEqual(syntax, Netrc.SyntaxError(line: 1, reason: "unknown word 'port'"))
    check(
      failure?.description.hasSuffix("is not a .netrc file: line 1: unknown word 'port'") == true)
  }
}
