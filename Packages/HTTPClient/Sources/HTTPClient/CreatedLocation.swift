import Foundation

/// Where a create's new record lives, as a `201 Created` without a body says in `Location`.
///
/// ```swift
/// guard let request = URL(string: "https://api.example/v1/posts") else { return }
/// let created = CreatedLocation(location: "/v1/posts/101", relativeTo: request)
/// // created?.id == "101"
/// // created?.url.absoluteString == "https://api.example/v1/posts/101"
/// ```
public struct CreatedLocation: Sendable, Hashable {
  /// The record's URL, resolved against the request's.
  public var url: URL
  /// The record's identifier: the last segment of the URL's path, percent-decoded.
  public var id: String

  public init(url: URL, id: String) {
    self.url = url
    self.id = id
  }

  /// The record a `Location` field's `location` names, resolved against `base` (the URL that
  /// was requested) when it is relative; `nil` when it is no URL or names no segment.
  public init?(location: String, relativeTo base: URL?) {
    let trimmed = location.trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: trimmed, relativeTo: base)?.absoluteURL else { return nil }
    let segment = url.path.split(separator: "/").last.map(String.init) ?? ""
    guard !segment.isEmpty else { return nil }
    self.init(url: url, id: segment.removingPercentEncoding ?? segment)
  }
}

extension HTTPResponseHead {
  /// The record that the answer's `Location` names, resolved against the answered URL; `nil`
  /// without one.
  public var createdLocation: CreatedLocation? {
    value(forHeader: "Location").flatMap { CreatedLocation(location: $0, relativeTo: url) }
  }
}
