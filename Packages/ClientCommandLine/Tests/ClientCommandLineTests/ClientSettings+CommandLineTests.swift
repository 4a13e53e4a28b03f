import ArgumentParsing
import ClientCommandLine
import Foundation
import TestSupport
import Testing

@Suite struct ClientSettingsCommandLineTests {
  /// `--cacert`, else `$SSL_CERT_FILE`, names a file that must hold a PEM certificate; one
  /// that cannot be read, holds none, or has no end is refused in one line.
  @Test func aCertificateFileMustHoldACertificate() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("certificates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("bundle.pem").path
    let header = String(repeating: "# an authority\n", count: 10_000)
    try Data((header + "-----BEGIN CERTIFICATE-----\nMIIB\n").utf8)
      .write(to: URL(fileURLWithPath: bundle))
    let empty = folder.appendingPathComponent("empty.pem").path
    try Data("no certificate here\n".utf8).write(to: URL(fileURLWithPath: empty))

    try checkEqual(settings(["posts", "--cacert", bundle]).certificateFile, bundle)
    try checkEqual(
      settings(["posts"], environment: ["SSL_CERT_FILE": bundle]).certificateFile, bundle)
    try checkEqual(settings(["posts"], environment: ["SSL_CERT_FILE": ""]).certificateFile, nil)
    #expect(
      throws: UsageError(
        "the certificate file '\(empty)' given in '--cacert' holds no PEM certificate",
        command: "posts")
    ) { try settings(["posts", "--cacert", empty]) }
    #expect(
      throws: UsageError(
        "the certificate file '/dev/zero' given in $SSL_CERT_FILE holds no PEM certificate",
        command: "posts")
    ) { try settings(["posts"], environment: ["SSL_CERT_FILE": "/dev/zero"]) }
    #expect(
      throws: UsageError(
        "cannot read the certificate file '/nonexistent/ca.pem' given in '--cacert'",
        command: "posts")
    ) { try settings(["posts", "--cacert", "/nonexistent/ca.pem"]) }
  }

  @Test func takesTheBaseURLFromTheOptionBeforeTheEnvironment() throws {
    let environment = ["APP_BASE_URL": "http://127.0.0.1:9000"]

    try checkEqual(
      settings(["posts", "--base-url", "http://localhost:3000/api/"], environment: environment)
        .baseURL, URL(string: "http://localhost:3000/api/"))
    try checkEqual(
      settings(["posts"], environment: environment).baseURL,
      URL(string: "http://127.0.0.1:9000"))
    try checkEqual(
      settings(["posts"], environment: ["APP_BASE_URL": ""]).baseURL,
      URL(string: "https://jsonplaceholder.typicode.com"))
  }

  @Test func usesTheDefaultsWhenNoLimitIsGiven() throws {
    let settings = try settings(["posts"])

    checkEqual(settings.timeout, .seconds(30))
    checkEqual(settings.retries, 2)
    checkEqual(settings.maximumResponseSize, 16 * 1024 * 1024)
  }

  @Test func readsEachLimitFromItsOption() throws {
    let settings = try settings([
      "posts", "--timeout", "1.5s", "--retries", "0", "--max-size", "500k",
    ])

    checkEqual(settings.timeout, .milliseconds(1500))
    checkEqual(settings.retries, 0)
    checkEqual(settings.maximumResponseSize, 512_000)
  }

  @Test func readsABareNumberOfSecondsAsTheTimeout() throws {
    try checkEqual(settings(["posts", "--timeout", "3"]).timeout, .seconds(3))
    try checkEqual(settings(["posts", "--timeout=1.5"]).timeout, .milliseconds(1500))
    try checkEqual(settings(["posts"], environment: ["APP_TIMEOUT": "7"]).timeout, .seconds(7))
    try checkEqual(
      settings(["posts"], environment: ["APP_TIMEOUT": "0.5"]).timeout, .milliseconds(500))
  }

  @Test func takesTheTimeoutFromTheOptionBeforeTheEnvironment() throws {
    let environment = ["APP_TIMEOUT": "5s"]

    try checkEqual(settings(["posts"], environment: environment).timeout, .seconds(5))
    try checkEqual(
      settings(["posts", "--timeout", "2s"], environment: environment).timeout, .seconds(2))
    try checkEqual(settings(["posts"], environment: ["APP_TIMEOUT": ""]).timeout, .seconds(30))
  }

  @Test(
    arguments: [
      (
        ["--base-url", "http://"],
        "invalid base URL 'http://' from '--base-url' (expected http:// or https:// and a host)"
      ),
      (
        ["--base-url", "http://a.test/?q=1"],
        "invalid base URL 'http://a.test/?q=1' from '--base-url' (expected http:// or https:// and a host)"
      ),
      (
        ["--timeout", "x"],
        "invalid value 'x' for '--timeout' (expected a duration such as 30, 30s or 1.5s)"
      ),
      (
        ["--timeout", "-3"],
        "invalid value '-3' for '--timeout' (expected a duration such as 30, 30s or 1.5s)"
      ),
      (
        ["--timeout", "3601"],
        "invalid value '3601' for '--timeout' (expected a duration such as 30, 30s or 1.5s)"
      ),
      (["--timeout", "0"], "'--timeout' must be more than zero"),
      (["--timeout", "0s"], "'--timeout' must be more than zero"),
      (
        ["--retries", "-1"],
        "invalid value '-1' for '--retries' (expected a whole number such as 0 or 3)"
      ),
      (
        ["--retries", "99999999999999999999"],
        "invalid value '99999999999999999999' for '--retries' (expected a whole number such as 0 or 3)"
      ),
      (
        ["--max-size", "0"],
        "invalid value '0' for '--max-size' (expected a size such as 500k, 16M or 1G)"
      ),
      (
        ["--max-size", "9999999999999G"],
        "invalid value '9999999999999G' for '--max-size' (expected a size such as 500k, 16M or 1G)"
      ),
    ]
  )
  func rejectsAValueThatDoesNotFitNamingTheOptionAndTheCommand(
    arguments: [String], message: String
  ) {
    #expect(throws: UsageError(message, command: "posts")) {
      try settings(["posts"] + arguments)
    }
  }

  @Test func namesTheVariableOfABadValueFromTheEnvironment() {
    #expect(
      throws: UsageError(
        "invalid value 'soon' in $APP_TIMEOUT (expected a duration such as 30, 30s or 1.5s)",
        command: "posts")
    ) { try settings(["posts"], environment: ["APP_TIMEOUT": "soon"]) }
    #expect(throws: UsageError("$APP_TIMEOUT must be more than zero", command: "posts")) {
      try settings(["posts"], environment: ["APP_TIMEOUT": "0ms"])
    }
    #expect(
      throws: UsageError(
        "invalid value '-1' in $APP_TIMEOUT (expected a duration such as 30, 30s or 1.5s)",
        command: "posts")
    ) { try settings(["posts"], environment: ["APP_TIMEOUT": "-1"]) }
    #expect(
      throws: UsageError(
        "invalid base URL 'nope' from $APP_BASE_URL (expected http:// or https:// and a host)",
        command: "posts")
    ) { try settings(["posts"], environment: ["APP_BASE_URL": "nope"]) }
  }

  @Test(
    arguments: [
      ("http://[::1]:3997", "http://[::1]:3997"),
      ("HTTP://127.0.0.1:3000", "http://127.0.0.1:3000"),
      ("HtTpS://Example.com/api/", "https://Example.com/api/"),
      ("http://a.test:65535", "http://a.test:65535"),
      ("http://a.test:1/x:0", "http://a.test:1/x:0"),
    ]
  )
  func acceptsTheBaseURL(text: String, expected: String) throws {
    try checkEqual(
      settings(["posts", "--base-url", text]).baseURL, URL(string: expected))
  }

  @Test(arguments: [
    ("http://127.0.0.1:0", "0"), ("http://a.test:70000/", "70000"),
    ("http://a.test:99999999999999999999", "99999999999999999999"), ("http://[::1]:0", "0"),
    ("https://user@a.test:-1", "-1"),
  ])
  func rejectsAPortOutsideTheRange(text: String, port: String) {
    #expect(
      throws: UsageError(
        "invalid port '\(port)' in base URL '\(text)' from '--base-url' (expected 1 to 65535)",
        command: "posts")
    ) { try settings(["posts", "--base-url", text]) }
  }
}
