import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// The error for a request to `host` that failed with `error` before a response arrived, or
  /// `nil` when `error` is not a failure of the network or the server (a bug, or a dependency a
  /// test left unimplemented), which the caller passes on unchanged.
  ///
  /// A `URLError` is sorted by its code (see the initializer from a `URLError`);
  /// `CancellationError` is `NetworkError.cancelled`; a `NetworkError` is kept; a failure after a
  /// redirect names the redirect's target instead of `host`.
  public init?(_ error: any Error, host: ShownHost) {
    switch error {
    case let error as NetworkError:
      self = error
    case let failure as RedirectedFailure:
      self.init(failure.error, host: failure.host)
    case is CancellationError:
      self = .cancelled
    case let error as URLError:
      self.init(error, host: host)
    default:
      return nil
    }
  }

  /// The error for a request to `host` that failed with `error` before any response came.
  ///
  /// `.cancelled` is `NetworkError.cancelled`; `.badURL` for an IPv6 host in a program that does not
  /// route FoundationNetworking's `curl_url_get` to `CurlOnDemand` says so (see ``CurlLayer``);
  /// and `.timedOut` is `NetworkError.timedOut(host:limit:attempts:)`. The
  /// codes FoundationNetworking gives when a server answered with something that is not HTTP
  /// are `NetworkError.malformedResponse(host:reason:)`: on Linux, a garbage status line is
  /// `.unsupportedURL` ("Received HTTP/0.9 when not allowed"), which the client's URLs, checked
  /// before any request, never are, so it is `not an HTTP response` whatever libcurl's message;
  /// oversized headers or an invalid `Content-Length` are `.unknown` with libcurl's message
  /// ("Out of memory", said `response headers too large`; "Invalid Content-Length: value").
  /// `.unknown` is `NetworkError.unreachable(host:reason:attempts:)` only when libcurl's message is about
  /// connecting, resolving or TLS, and a certificate libcurl does not accept is a `TLS problem: `
  /// with libcurl's reason. An answer that is not TLS (OpenSSL's "wrong version number") is
  /// `NetworkError.notTLS(host:)`, and a connection ended during the handshake
  /// (`SSL_ERROR_SYSCALL`) `NetworkError.unanswered(host:reason:attempts:)`. A connection reset
  /// before any
  /// answer (`.networkConnectionLost`) or closed without a byte (`.badServerResponse`, libcurl's
  /// "Empty reply from server") is `NetworkError.unanswered(host:reason:attempts:)`: the server
  /// was reached, and may have read the request, as when a server restarts. Every other code is
  /// `NetworkError.unreachable(host:reason:attempts:)` with a short reason such as `connection refused`.
  public init(_ error: URLError, host: ShownHost) {
    self.init(error, host: host, loadsIPv6Hosts: CurlLayer.loadsIPv6Hosts)
  }

  /// The error for `error`, in a program that loads IPv6 hosts or not whatever this one does.
  init(_ error: URLError, host: ShownHost, loadsIPv6Hosts: Bool) {
    let description = Self.libcurlMessage(of: error)
    switch error.code {
    case .cancelled:
      self = .cancelled
    case .badURL where host.description.hasPrefix("[") && !loadsIPv6Hosts:
      self = .unreachable(host: host, reason: CurlLayer.ipv6HostsReason)
    case .timedOut:
      self = .timedOut(host: host)
    case _ where description.map(Self.isAboutAnAnswerThatIsNotTLS) == true:
      self = .notTLS(host: host)
    case _ where description.map(Self.isAboutAnEndDuringTheHandshake) == true:
      self = .unanswered(host: host, reason: "connection ended during the TLS handshake")
    case .unknown where description.map(Self.isAboutCertificates) == true:
      self = .unreachable(
        host: host, reason: "TLS problem: " + (description.map(Self.reason) ?? ""))
    case .unsupportedURL:
      self = .malformedResponse(host: host, reason: "not an HTTP response")
    case .unknown where description.map(Self.isAboutHeaderSize) == true:
      self = .malformedResponse(host: host, reason: "response headers too large")
    case .unknown where description.map(Self.isAboutConnecting) == false:
      self = .malformedResponse(host: host, reason: description.map(Self.reason) ?? "bad response")
    case .networkConnectionLost, .badServerResponse:
      self = .unanswered(host: host, reason: Self.reason(for: error.code) ?? "connection lost")
    case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
      .redirectToNonExistentLocation, .httpTooManyRedirects, .zeroByteResource:
      self = .malformedResponse(host: host, reason: Self.reason(for: error.code) ?? "bad response")
    default:
      self = .unreachable(
        host: host,
        reason: Self.reason(for: error.code) ?? description.map(Self.reason)
          ?? "URL error \(error.code.rawValue)")
    }
  }

  /// The error for a request to `host` whose response, with `status`, had begun when it failed
  /// with `error`.
  ///
  /// The server was reached and answered, so a timeout is
  /// `NetworkError.bodyStalled(host:status:limit:attempts:reason:)`, and so is a connection
  /// reset (`.networkConnectionLost`): the answer was cut off, with libcurl's message as the
  /// reason, such as `recv failure: Connection reset by peer`. Anything else but a cancellation
  /// is `NetworkError.malformedResponse(host:reason:)`: on Linux, a connection closed mid-body,
  /// broken chunked encoding or corrupt compression all come as `.unknown`, with libcurl's
  /// message as the reason, such as `transfer closed with 994 bytes remaining to read`.
  init(midBody error: URLError, host: ShownHost, status: Int) {
    let reason = Self.libcurlMessage(of: error).map(Self.reason) ?? Self.reason(for: error.code)
    switch error.code {
    case .cancelled:
      self = .cancelled
    case .timedOut:
      self = .bodyStalled(host: host, status: status)
    case .networkConnectionLost:
      self = .bodyStalled(host: host, status: status, reason: reason ?? "connection lost")
    default:
      self = .malformedResponse(host: host, reason: reason ?? "URL error \(error.code.rawValue)")
    }
  }

  /// The message FoundationNetworking gave with `error`, libcurl's own on Linux, if any.
  private static func libcurlMessage(of error: URLError) -> String? {
    (error.userInfo[NSLocalizedDescriptionKey] as? String).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether libcurl's `message` is its word for headers past its limit: "Out of memory" from
  /// the libcurl releases that have no other, "Too large response headers" from later ones.
  private static func isAboutHeaderSize(_ message: String) -> Bool {
    let text = message.lowercased()
    return text.contains("out of memory") || text.contains("too large response headers")
  }

  /// Whether libcurl's `message` says that the server's first bytes were not TLS, as when an
  /// `https` URL names a server that speaks plain HTTP: OpenSSL's "wrong version number" (its
  /// "packet length too long" or "unknown protocol" before 1.1), GnuTLS's "unexpected TLS
  /// packet".
  private static func isAboutAnAnswerThatIsNotTLS(_ message: String) -> Bool {
    let text = message.lowercased()
    return [
      "wrong version number", "packet length too long", "unknown protocol", "unexpected tls packet",
    ].contains { text.contains($0) }
  }

  /// Whether libcurl's `message` says that the connection ended during the TLS handshake, with
  /// nothing received: OpenSSL's `SSL_ERROR_SYSCALL`. The server was reached; whether it speaks
  /// TLS is not known.
  private static func isAboutAnEndDuringTheHandshake(_ message: String) -> Bool {
    message.contains("SSL_ERROR_SYSCALL")
  }

  /// Whether libcurl's `message` says that the server's certificate was not accepted.
  private static func isAboutCertificates(_ message: String) -> Bool {
    let text = message.lowercased()
    return ["certificate", "subject name", "ssl peer"].contains { text.contains($0) }
  }

  /// Whether libcurl's `message` says that no connection could be made.
  private static func isAboutConnecting(_ message: String) -> Bool {
    let text = message.lowercased()
    return ["connect", "resolve", "ssl", "tls", "certificate"].contains { text.contains($0) }
  }

  /// `message` as the reason of an error: one short line, starting lowercase unless with an
  /// acronym.
  private static func reason(_ message: String) -> String {
    let line = message.singleLine(limit: 120)
    let start = line.prefix(2)
    guard start.first?.isUppercase == true, start.last?.isLowercase == true else { return line }
    return start.prefix(1).lowercased() + line.dropFirst()
  }

  /// A short reason for a failure with `code`, or `nil` for a code without one.
  private static func reason(for code: URLError.Code) -> String? {
    switch code {
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
      return "no internet connection"
    case .cannotFindHost, .dnsLookupFailed:
      return "host not found"
    case .cannotConnectToHost:
      return "connection refused"
    case .networkConnectionLost:
      return "connection lost"
    case .badServerResponse:
      return "connection closed without an answer"
    case .secureConnectionFailed:
      return "secure connection failed"
    case .serverCertificateHasBadDate, .serverCertificateNotYetValid,
      .serverCertificateHasUnknownRoot, .serverCertificateUntrusted:
      return "server certificate not trusted"
    case .clientCertificateRequired, .clientCertificateRejected:
      return "client certificate rejected"
    case .appTransportSecurityRequiresSecureConnection:
      return "secure connection required"
    case .badURL:
      return "bad URL"
    case .unsupportedURL:
      return "unsupported URL"
    case .cannotParseResponse:
      return "bad server response"
    case .cannotDecodeRawData, .cannotDecodeContentData:
      return "cannot decode the response"
    case .zeroByteResource:
      return "empty response"
    case .dataLengthExceedsMaximum:
      return "response too large"
    case .httpTooManyRedirects:
      return "too many redirects"
    case .redirectToNonExistentLocation:
      return "redirected nowhere"
    case .resourceUnavailable:
      return "resource unavailable"
    case .userAuthenticationRequired:
      return "authentication required"
    case .userCancelledAuthentication:
      return "authentication cancelled"
    default:
      return nil
    }
  }
}
