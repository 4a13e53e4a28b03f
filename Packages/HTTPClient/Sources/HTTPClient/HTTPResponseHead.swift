import Foundation

/// The status line and headers of an HTTP answer, without its body.
public struct HTTPResponseHead: Sendable, Hashable {
  public var status: Int
  /// The header fields, each name as the server wrote it.
  public var headers: [String: String]
  /// The URL that was answered, the last one after redirects; `nil` when unknown.
  public var url: URL?

  public init(status: Int, headers: [String: String] = [:], url: URL? = nil) {
    self.status = status
    self.headers = headers
    self.url = url
  }

  /// The value of the header field `name`, whatever the case of either; `nil` when absent.
  public func value(forHeader name: String) -> String? {
    if let value = headers[name] {
      return value
    }
    let lowercased = name.lowercased()
    return headers.first { $0.key.lowercased() == lowercased }?.value
  }
}
