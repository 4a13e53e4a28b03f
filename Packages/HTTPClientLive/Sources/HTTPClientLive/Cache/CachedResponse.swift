import Foundation

/// A response as the HTTP cache keeps it: what the server sent for a `GET`, and when it was
/// asked for and answered, which its age is computed from (RFC 9111, section 4.2.3).
struct CachedResponse: Sendable, Hashable, Codable {
  var url: URL
  /// The status code, `200` for every stored response.
  var status: Int
  /// The response's header fields, names lowercased.
  var headers: [String: String]
  /// The body, as received (already decoded from any content coding).
  var body: Data
  var requestTime: Date
  var responseTime: Date
  /// The request's values of the header fields the response's `Vary` names, names lowercased,
  /// each kept as its digest under the store's key of credentials (see
  /// `varyingValue(of:in:keyedBy:)`); a later request matches only with the same values.
  var varyingRequestHeaders: [String: String]
  /// When a write the client made, after this was stored, may have changed it: it is used only
  /// where the server cannot be asked, and said to be from before that change; `nil` for never.
  var changedAt: Date? = nil

  /// The value of the header field `name` (any case), or `nil`.
  func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
