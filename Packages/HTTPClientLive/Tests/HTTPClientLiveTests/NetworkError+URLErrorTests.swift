import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("NetworkError from transport errors")
struct NetworkErrorURLErrorTests {
  @Test(
    "URL errors that mean the server was not reached have a short reason",
    arguments: [
      (URLError.Code.notConnectedToInternet, "no internet connection"),
      (.dataNotAllowed, "no internet connection"),
      (.cannotFindHost, "host not found"),
      (.dnsLookupFailed, "host not found"),
      (.cannotConnectToHost, "connection refused"),
      (.secureConnectionFailed, "secure connection failed"),
      (.serverCertificateUntrusted, "server certificate not trusted"),
      (.serverCertificateHasBadDate, "server certificate not trusted"),
      (.serverCertificateHasUnknownRoot, "server certificate not trusted"),
      (.serverCertificateNotYetValid, "server certificate not trusted"),
      (.clientCertificateRequired, "client certificate rejected"),
      (.badURL, "bad URL"),
    ])
  func unreachable(code: URLError.Code, reason: String) {
    checkEqual(
      NetworkError(URLError(code), host: "api.example"),
      .unreachable(host: "api.example", reason: reason))
  }

  @Test(
    "a connection ended before any answer is unanswered, not unreachable",
    arguments: [
      (URLError.Code.networkConnectionLost, "connection lost"),
      (.badServerResponse, "connection closed without an answer"),
    ])
  func unanswered(code: URLError.Code, reason: String) {
    checkEqual(
      NetworkError(URLError(code), host: "api.example"),
      .unanswered(host: "api.example", reason: reason))
  }

  @Test(
    "a certificate libcurl does not accept is a TLS problem naming libcurl's reason",
    arguments: [
      "SSL certificate problem: self-signed certificate",
      "SSL: no alternative certificate subject name matches target host name '127.0.0.1'",
    ])
  func certificateProblem(message: String) {
    let error = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: message])

    checkEqual(
      NetworkError(error, host: "api.example"),
      .unreachable(host: "api.example", reason: "TLS problem: \(message)"))
  }

  // Whether the test process exports curl_url_get depends on every test target linked into it,
  // so both kinds of program are given rather than read off this one.
  @Test("a bad URL to an IPv6 address names what the program lacks, when it lacks it")
  func badURLToAnIPv6Address() {
    let lacking = NetworkError(URLError(.badURL), host: "[::1]:8080", loadsIPv6Hosts: false)
    let having = NetworkError(URLError(.badURL), host: "[::1]:8080", loadsIPv6Hosts: true)
    let named = NetworkError(URLError(.badURL), host: "localhost:8080", loadsIPv6Hosts: false)

    checkEqual(lacking, .unreachable(host: "[::1]:8080", reason: CurlLayer.ipv6HostsReason))
    check(CurlLayer.ipv6HostsReason.contains("export curl_url_get"))
    checkEqual(having, .unreachable(host: "[::1]:8080", reason: "bad URL"))
    checkEqual(named, .unreachable(host: "localhost:8080", reason: "bad URL"))
  }

  @Test(
    "URL errors that mean the server answered with something that is not HTTP are malformed",
    arguments: [
      (URLError.Code.cannotParseResponse, "bad server response"),
      (.cannotDecodeContentData, "cannot decode the response"),
      (.cannotDecodeRawData, "cannot decode the response"),
      (.unsupportedURL, "not an HTTP response"),
      (.httpTooManyRedirects, "too many redirects"),
      (.redirectToNonExistentLocation, "redirected nowhere"),
      (.zeroByteResource, "empty response"),
    ])
  func malformed(code: URLError.Code, reason: String) {
    checkEqual(
      NetworkError(URLError(code), host: "api.example"),
      .malformedResponse(host: "api.example", reason: reason))
  }

  @Test(
    "libcurl's words for headers past its limit say the headers were too large",
    arguments: ["Out of memory", "Too large response headers: 102400 > 102400"])
  func oversizedHeaders(message: String) {
    let error = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: message])

    checkEqual(
      NetworkError(error, host: "api.example"),
      .malformedResponse(host: "api.example", reason: "response headers too large"))
  }

  @Test(
    "an answer to https that is not TLS says the server does not speak it, whatever the code",
    arguments: [
      (URLError.Code.unknown, "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"),
      (.secureConnectionFailed, "error:1408F10B:SSL routines:ssl3_get_record:wrong version number"),
      (.unknown, "error:140770FC:SSL routines:SSL23_GET_SERVER_HELLO:unknown protocol"),
      (.unknown, "GnuTLS recv error (-15): An unexpected TLS packet was received."),
    ])
  func notTLS(code: URLError.Code, message: String) {
    let error = URLError(code, userInfo: [NSLocalizedDescriptionKey: message])

    checkEqual(NetworkError(error, host: "127.0.0.1:3000"), .notTLS(host: "127.0.0.1:3000"))
  }

  @Test("a connection that ends during the TLS handshake was reached and did not answer")
  func endedDuringTheHandshake() {
    let error = URLError(
      .unknown,
      userInfo: [
        NSLocalizedDescriptionKey:
          "OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to 127.0.0.1:3000 "
      ])

    checkEqual(
      NetworkError(error, host: "127.0.0.1:3000"),
      .unanswered(host: "127.0.0.1:3000", reason: "connection ended during the TLS handshake"))
  }

  @Test("a timeout once the answer began says its body stopped coming, with its status")
  func timedOutMidBody() {
    checkEqual(
      NetworkError(midBody: URLError(.timedOut), host: "api.example", status: 200),
      .bodyStalled(host: "api.example", status: 200))
    checkEqual(
      NetworkError(midBody: URLError(.cancelled), host: "api.example", status: 200), .cancelled)
  }

  @Test("a connection reset once the answer began is an answer cut off, with libcurl's reason")
  func resetMidBody() {
    let reset = URLError(
      .networkConnectionLost,
      userInfo: [NSLocalizedDescriptionKey: "Recv failure: Connection reset by peer"])

    checkEqual(
      NetworkError(midBody: reset, host: "api.example", status: 200),
      .bodyStalled(
        host: "api.example", status: 200, reason: "recv failure: Connection reset by peer"))
    checkEqual(
      NetworkError(midBody: URLError(.networkConnectionLost), host: "api.example", status: 200),
      .bodyStalled(host: "api.example", status: 200, reason: "connection lost"))
  }

  @Test("a cancelled URL request is cancelled")
  func cancelled() {
    checkEqual(NetworkError(URLError(.cancelled), host: "api.example"), .cancelled)
  }

  @Test("a URL request that timed out is timedOut for its host")
  func timedOut() {
    checkEqual(
      NetworkError(URLError(.timedOut), host: "api.example"), .timedOut(host: "api.example"))
  }

  @Test("a URL error without a reason of its own gives its description, or its code")
  func unknownCode() {
    let described = URLError(
      .backgroundSessionWasDisconnected,
      userInfo: [NSLocalizedDescriptionKey: "The session\nwent away."])
    checkEqual(
      NetworkError(described, host: "api.example"),
      .unreachable(host: "api.example", reason: "the session went away."))
    checkEqual(
      NetworkError(URLError(.backgroundSessionWasDisconnected), host: "api.example"),
      .unreachable(host: "api.example", reason: "URL error -997"))
  }

  @Test("a URL error seen as any Error is mapped by its code")
  func urlErrorAsAnyError() {
    let error: any Error = URLError(.cannotConnectToHost)

    checkEqual(
      NetworkError(error, host: "api.example"),
      .unreachable(host: "api.example", reason: "connection refused"))
  }

  @Test("CancellationError is cancelled")
  func cancellationError() {
    checkEqual(NetworkError(CancellationError(), host: "api.example"), .cancelled)
  }

  @Test("a NetworkError is kept as it is")
  func networkError() {
    let error: any Error = NetworkError.notFound(resource: "post", id: "1")

    checkEqual(NetworkError(error, host: "api.example"), .notFound(resource: "post", id: "1"))
  }

  @Test("any other error is not a network error, to be passed on unchanged")
  func otherError() {
    struct ProgrammingError: Error {}

    checkEqual(NetworkError(ProgrammingError(), host: "api.example"), nil)
  }
}
