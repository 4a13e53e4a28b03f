import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// The error for a request to `host` that failed with `error` before a response arrived, or
  /// `nil` when `error` is not a failure of the network or the server (a bug, or a dependency a
  /// test left unimplemented), which the caller passes on unchanged.
  ///
  /// A `URLError` is sorted by its code (see ``init(_:host:)-(URLError,_)``);
  /// `CancellationError` is ``cancelled``; a ``NetworkError`` is kept.
  init?(_ error: any Error, host: String) {
    switch error {
    case let error as NetworkError:
      self = error
    case is CancellationError:
      self = .cancelled
    case let error as URLError:
      self.init(error, host: host)
    default:
      return nil
    }
  }

  /// The error for a request to `host` that failed with `error`.
  ///
  /// `.cancelled` is ``cancelled`` and `.timedOut` is ``timedOut(host:limit:attempts:)``; the
  /// codes of an answer that came but was not valid HTTP are
  /// ``malformedResponse(host:reason:)``; every other code is
  /// ``unreachable(host:reason:attempts:)`` with a short reason such as `connection refused` or
  /// `host not found`.
  init(_ error: URLError, host: String) {
    switch error.code {
    case .cancelled:
      self = .cancelled
    case .timedOut:
      self = .timedOut(host: host)
    case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
      .unsupportedURL, .redirectToNonExistentLocation, .httpTooManyRedirects, .zeroByteResource:
      self = .malformedResponse(host: host, reason: Self.reason(for: error.code) ?? "bad response")
    default:
      let description = (error.userInfo[NSLocalizedDescriptionKey] as? String)?
        .singleLine(limit: 120)
      self = .unreachable(
        host: host,
        reason: Self.reason(for: error.code) ?? description ?? "URL error \(error.code.rawValue)")
    }
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
    case .badServerResponse, .cannotParseResponse:
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
