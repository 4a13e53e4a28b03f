import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a write does with a redirect, as `curl -L` does, but never losing the write.
///
/// A `307` or `308` is followed with the same method, headers and body to the new location (a
/// multipart form read again from its start, as `Transport` reads every spent one),
/// resolved against the request's URL, without its credentials when it leads to another origin;
/// `http` and `https` only, and at most ``maximumHops`` times. A `301`, `302` or `303` would turn the write into a `GET`, so it is
/// not followed: it is ``NetworkError/redirected(request:status:location:)``, naming where the
/// server points.
enum WriteRedirect {
  /// The redirects a write may follow in a row.
  static let maximumHops = 5

  static let statuses: Set<Int> = [301, 302, 303, 307, 308]

  /// The request to send next when `response` answered `request` to `host` (as errors name
  /// it), after `hops` redirects were followed, or `nil` when `response` is not a redirect; the
  /// fields named in `credentialHeaders` (lowercased) carry credentials.
  static func nextRequest(
    after response: HTTPURLResponse, to request: URLRequest, host: ShownHost, hops: Int,
    credentialHeaders: Set<String> = Credentials.standardHeaderNames
  ) throws(NetworkError) -> URLRequest? {
    guard statuses.contains(response.statusCode), let url = request.url else { return nil }
    guard let location = response.value(forHTTPHeaderField: "Location"),
      let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: url)?
        .absoluteURL
    else {
      throw .malformedResponse(
        host: host, reason: "HTTP \(response.statusCode) redirect without a valid Location")
    }
    guard ["http", "https"].contains(target.scheme?.lowercased()), target.host != nil else {
      throw .malformedResponse(
        host: host,
        reason: "redirect to unsupported URL \(ShownURL(target))")
    }
    let method = request.httpMethod ?? "GET"
    guard [307, 308].contains(response.statusCode) else {
      throw .redirected(
        request: ShownRequest(method, url), status: response.statusCode,
        location: ShownURL(target))
    }
    guard hops < maximumHops else {
      throw .malformedResponse(host: host, reason: "too many redirects")
    }
    var next = request
    next.url = target
    return next.withoutCredentials(leaving: url, credentialHeaders: credentialHeaders)
  }
}
