import ArgumentParsing
import Foundation
import HTTPClient
import HTTPClientLive

/// The rules for an API root given on the command line or in the environment.
enum BaseURL {
  /// The root `text` stands for: `http` or `https` (lowercased), a host, an optional port from
  /// 1 to 65535 and path, no query or fragment. Errors show the text without any password.
  ///
  /// - Parameters:
  ///   - origin: Where the text came from, as errors name it: `'--base-url'`, `$APP_BASE_URL`.
  ///   - command: The command named in the error, for its usage line.
  static func parse(_ text: String, origin: String, command: String?) throws(UsageError) -> URL {
    if let port = portText(of: text), !port.isEmpty,
      CommandLineValues.positiveInteger(String(port)).map({ $0 > 65535 }) ?? true
    {
      throw UsageError(
        "invalid port '\(port)' in base URL '\(text.withoutURLPassword)' from \(origin) (expected 1 to 65535)",
        command: command)
    }
    let invalid = UsageError(
      "invalid base URL '\(text.withoutURLPassword)' from \(origin) (expected http:// or https:// and a host)",
      command: command)
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil
    else {
      throw invalid
    }
    components.scheme = scheme
    guard let url = components.url else {
      throw invalid
    }
    return url
  }

  /// The port written in `text`'s authority, such as `3000` in `http://[::1]:3000/api`, or `nil`
  /// when it has none.
  private static func portText(of text: String) -> Substring? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let rest = text[schemeEnd.upperBound...]
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    let afterHost = hostAndPort.split(separator: "]", omittingEmptySubsequences: false).last ?? ""
    guard let colon = afterHost.lastIndex(of: ":") else { return nil }
    return afterHost[afterHost.index(after: colon)...]
  }
}
