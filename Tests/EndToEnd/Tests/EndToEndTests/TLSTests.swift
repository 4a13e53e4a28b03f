import Foundation
import TestSupport
import Testing

/// HTTPS against a loopback TLS relay in front of `app serve`, with certificates made for the
/// test: trusted through `--cacert` or `$SSL_CERT_FILE`, refused at once when untrusted or made
/// out to another name, and through a `CONNECT` proxy.
@Suite("HTTPS", .onWaitingThreads)
struct TLSTests {
  /// A cache folder for the runs of one test, removed with it.
  let cacheHome = ScratchCacheHome()

  private func run(
    _ arguments: [String], port: Int, host: String = "localhost",
    environment: [String: String] = [:]
  ) throws -> AppResult {
    var variables = ["XDG_CACHE_HOME": cacheHome.url.path, "SSL_CERT_FILE": ""]
    for name in ["https_proxy", "HTTPS_PROXY", "no_proxy", "NO_PROXY", "all_proxy", "ALL_PROXY"] {
      variables[name] = ""
    }
    return try AppProcess.run(
      arguments + ["--base-url", "https://\(host):\(port)"],
      environment: variables.merging(environment) { _, new in new })
  }

  /// New certificates, `app serve`, and a TLS relay in front of it presenting the certificate
  /// `name` of ``TestCertificates``.
  private func servedOverTLS(
    presenting name: String
  ) throws -> (TestCertificates, ServeProcess, RelayProcess) {
    let certificates = try TestCertificates()
    let server = try ServeProcess()
    let serverPort = try #require(URL(string: server.baseURL)?.port)
    let (certificate, key) = certificates.files(name)
    let relay = try RelayProcess(tlsTo: serverPort, certificate: certificate, key: key)
    return (certificates, server, relay)
  }

  @Test func readsWritesAndStoresWithTheAuthorityGiven() throws {
    let (certificates, server, relay) = try servedOverTLS(presenting: "server")
    let trust = ["--cacert", certificates.authority]

    let posts = try run(["posts"] + trust, port: relay.port)
    let created = try run(
      ["post", "create", "--user", "1", "--title", "Sealed", "--body", "Over TLS"] + trust,
      port: relay.port)
    let first = try run(["post", "1"] + trust, port: relay.port)
    let second = try run(["post", "1"] + trust, port: relay.port)
    let revalidated = server.waitForOutputLine {
      $0.hasPrefix("GET /posts/1") && $0.contains(" 304 ")
    }
    let stopped = server.stop()

    checkEqual(posts.status, 0, "\(posts.standardError)")
    checkEqual(posts.standardOutput, (try AppProcess.run(["posts", "--sample"])).standardOutput)
    checkEqual(created.status, 0, "\(created.standardError)")
    checkEqual(first.status, 0, "\(first.standardError)")
    checkEqual(second.standardOutput, first.standardOutput)
    check(revalidated != nil, "the second run revalidated over TLS and got 304")
    check(stopped.standardOutput.contains("POST /posts 201 "))
  }

  @Test func takesTheAuthorityFromSSLCertFileUnlessCacertIsGiven() throws {
    let (certificates, server, relay) = try servedOverTLS(presenting: "server")
    let stranger = certificates.files("stranger").certificate

    let fromVariable = try run(
      ["user", "1", "--no-cache"], port: relay.port,
      environment: ["SSL_CERT_FILE": certificates.authority])
    let wrongVariable = try run(
      ["user", "1", "--no-cache"], port: relay.port, environment: ["SSL_CERT_FILE": stranger])
    let optionWins = try run(
      ["user", "1", "--no-cache", "--cacert", certificates.authority], port: relay.port,
      environment: ["SSL_CERT_FILE": stranger])
    _ = server.stop()

    checkEqual(fromVariable.status, 0, "\(fromVariable.standardError)")
    checkEqual(wrongVariable.status, 69)
    checkEqual(optionWins.status, 0, "\(optionWins.standardError)")
  }

  @Test func refusesAnUntrustedCertificateAtOnceAsATLSProblem() throws {
    let (_, server, relay) = try servedOverTLS(presenting: "server")

    let result = try run(["posts"], port: relay.port)
    let stopped = server.stop()

    checkEqual(result.status, 69)
    check(
      result.standardError.hasPrefix(
        "app: cannot reach localhost:\(relay.port): TLS problem: SSL certificate problem: "),
      "\(result.standardError)")
    check(!result.standardError.contains("attempts"))
    checkEqual(result.standardError.split(separator: "\n").count, 1)
    check(!stopped.standardOutput.contains("GET /posts"))
  }

  @Test func refusesACertificateForAnotherName() throws {
    let (certificates, server, relay) = try servedOverTLS(presenting: "stranger")

    let result = try run(["posts", "--cacert", certificates.authority], port: relay.port)
    _ = server.stop()

    checkEqual(result.status, 69, "\(result.standardError)")
    check(result.standardError.contains("TLS problem: "), "\(result.standardError)")
    check(result.standardError.contains("name"), "\(result.standardError)")
    check(!result.standardError.contains("attempts"))
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func anHTTPSURLOfAServerThatSpeaksPlainHTTPSaysSo(address: String) throws {
    let server = try ServeProcess(["--host", address, "--quiet"])
    let port = try #require(URL(string: server.baseURL)?.port)
    let host = address.contains(":") ? "[\(address)]" : address

    let result = try run(["posts"], port: port, host: host)
    _ = server.stop()

    checkEqual(result.status, 78, "\(result.standardError)")
    checkEqual(
      result.standardError,
      "app: the server at \(host):\(port) does not speak TLS: try http:// rather than "
        + "https://\n")
  }

  @Test(arguments: ["https_proxy", "HTTPS_PROXY"])
  func goesThroughAnHTTPSProxyWithTheAuthorityGiven(variable: String) throws {
    let (certificates, server, relay) = try servedOverTLS(presenting: "server")
    let proxy = try RelayProcess(proxy: ())

    let result = try run(
      ["posts", "--cacert", certificates.authority], port: relay.port,
      environment: [variable: "http://127.0.0.1:\(proxy.port)"])
    _ = server.stop()

    checkEqual(result.status, 0, "\(result.standardError)")
    check(proxy.printed.contains("CONNECT localhost:\(relay.port) HTTP/1.1"), "\(proxy.printed)")
  }

  @Test(arguments: [false, true])
  func refusesACertificateFileItCannotUse(exists: Bool) throws {
    let certificates = try TestCertificates()
    let path =
      exists
      ? certificates.files("server").key : certificates.folder.appendingPathComponent("none").path

    let result = try run(["posts", "--cacert", path], port: 9)

    checkEqual(result.status, 64)
    check(result.standardError.contains("'\(path)'"), "\(result.standardError)")
  }
}
