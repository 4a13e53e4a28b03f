import Foundation

/// The directives of a response's `Cache-Control` header field that a private client cache
/// follows (RFC 9111, section 5.2.2).
///
/// Unknown directives are ignored, as the RFC asks; a malformed `max-age` is ignored too, so
/// the response falls back to `Expires`.
struct CacheControl: Sendable, Hashable {
  /// `max-age`: how long the response is fresh after it was generated.
  var maxAge: Duration?
  /// `no-store`: the response must not be stored.
  var noStore = false
  /// `no-cache`: the response may be stored, but must be revalidated before each use.
  var noCache = false
  /// `must-revalidate`: once stale, the response must not be used without revalidation, not
  /// even when the server cannot be reached.
  var mustRevalidate = false

  /// The directives of the header value `text`, such as `public, max-age=43200`.
  init(_ text: String) {
    for directive in Self.directives(of: text) {
      let parts = directive.split(separator: "=", maxSplits: 1)
      let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
      let value = parts.dropFirst().first.map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
      }
      switch name {
      case "max-age":
        if let seconds = value.flatMap(Self.deltaSeconds) {
          maxAge = maxAge.map { min($0, seconds) } ?? seconds
        }
      case "no-store": noStore = true
      case "no-cache": noCache = true
      case "must-revalidate": mustRevalidate = true
      default: continue
      }
    }
  }

  /// The comma-separated directives of `text`, a comma inside a quoted value, such as
  /// `no-cache="Set-Cookie, Age"`, not separating two.
  private static func directives(of text: String) -> [Substring] {
    var directives: [Substring] = []
    var start = text.startIndex
    var isQuoted = false
    for index in text.indices {
      switch text[index] {
      case "\"": isQuoted.toggle()
      case "," where !isQuoted:
        directives.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    directives.append(text[start...])
    return directives
  }

  /// A `delta-seconds` value: ASCII digits, capped at 2^31 seconds as the RFC allows.
  private static func deltaSeconds(_ text: String) -> Duration? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
    let cap = 2_147_483_648
    let seconds = text.count > 10 ? cap : min(Int(text) ?? cap, cap)
    return .seconds(seconds)
  }
}
