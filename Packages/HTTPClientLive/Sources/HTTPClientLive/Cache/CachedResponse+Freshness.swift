import Foundation
import HTTPBasics

extension CachedResponse {
  var cacheControl: CacheControl {
    CacheControl(header("cache-control") ?? "")
  }

  /// How long the response is fresh after it was generated (RFC 9111, section 4.2.1):
  /// `max-age`, else `Expires` minus `Date`, else zero. No heuristic freshness is assumed.
  var freshnessLifetime: Duration {
    if let maxAge = cacheControl.maxAge {
      return maxAge
    }
    guard let expires = header("expires") else { return .zero }
    guard let expiry = HTTPDate.date(from: expires) else { return .zero }
    let generated = header("date").flatMap { HTTPDate.date(from: $0) } ?? responseTime
    return .seconds(min(max(0, expiry.timeIntervalSince(generated)), Double(Int32.max)))
  }

  /// The response's age at `now` (RFC 9111, section 4.2.3): its age when it arrived, from
  /// `Date` and `Age` and the request's round trip, plus how long it has been stored.
  func age(at now: Date) -> Duration {
    let dateValue = header("date").flatMap { HTTPDate.date(from: $0) } ?? responseTime
    let apparentAge = max(0, responseTime.timeIntervalSince(dateValue))
    let ageValue =
      header("age").flatMap { text -> Double? in
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return Double(text)
      } ?? 0
    let responseDelay = max(0, responseTime.timeIntervalSince(requestTime))
    let correctedInitialAge = max(apparentAge, ageValue + responseDelay)
    let residentTime = max(0, now.timeIntervalSince(responseTime))
    return .seconds(min(correctedInitialAge + residentTime, Double(Int32.max)))
  }

  /// Whether the server's freshness still covers the response at `now`: younger than its
  /// freshness lifetime, and not marked `no-cache`.
  func isFresh(at now: Date) -> Bool {
    !cacheControl.noCache && age(at: now) < freshnessLifetime
  }

  /// The header fields that make a request for the same URL conditional on this response
  /// (RFC 9110, section 13.1): `If-None-Match` with its `ETag`, else `If-Modified-Since`
  /// with its `Last-Modified`; empty when it has neither validator.
  var validatingHeaders: [String: String] {
    if let etag = header("etag") {
      return ["If-None-Match": etag]
    }
    if let lastModified = header("last-modified") {
      return ["If-Modified-Since": lastModified]
    }
    return [:]
  }

  /// Whether `notModified`, a `304`, is about this response (RFC 9111, section 4.3.4): it names
  /// the same entity tag, or none.
  func isConfirmed(by notModified: CachedResponse) -> Bool {
    guard let tag = notModified.header("etag"), let stored = header("etag") else { return true }
    func opaque(_ tag: String) -> Substring {
      let trimmed = tag.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("W/") ? trimmed.dropFirst(2) : Substring(trimmed)
    }
    return opaque(tag) == opaque(stored)
  }

  /// The response refreshed by a `304 Not Modified` that arrived at `responseTime` for a
  /// request sent at `requestTime`: the same body, with the 304's header fields replacing the
  /// stored ones of the same names (RFC 9111, section 4.3.4), except those that describe the
  /// body. A `Date` or `Age` the 304 lacks is dropped rather than kept from the old response,
  /// whose age it would otherwise carry over.
  func refreshed(
    by notModifiedHeaders: [String: String], requestTime: Date, responseTime: Date
  ) -> CachedResponse {
    var refreshed = self
    let sent = Set(notModifiedHeaders.keys.map { $0.lowercased() })
    for name in ["date", "age"] where !sent.contains(name) {
      refreshed.headers[name] = nil
    }
    for (name, value) in notModifiedHeaders {
      let name = name.lowercased()
      guard !Self.bodyDescribingHeaders.contains(name) else { continue }
      refreshed.headers[name] = value
    }
    refreshed.requestTime = requestTime
    refreshed.responseTime = responseTime
    return refreshed
  }

  /// The header fields a 304 must not change, since they describe the stored body.
  private static let bodyDescribingHeaders: Set<String> = [
    "content-length", "content-encoding", "transfer-encoding", "content-range",
  ]
}
