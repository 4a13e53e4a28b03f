import Foundation
import HTTPClient

/// The rules for the root of an API as a person writes it, on a command line, in the
/// environment or as a name of `servers.json`: `http` or `https` (lowercased), a host, an
/// optional port from 1 to 65535 and a path; no query or fragment.
///
/// ```swift
/// let root = try APIRoot.url(parsing: "HTTP://127.0.0.1:3000/api/")
/// // root.absoluteString is "http://127.0.0.1:3000/api/"
/// ```
public enum APIRoot {
  /// Why a text is not an API root; its description is the problem alone, for a message that
  /// names the text and where it was given.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The port written is not one from 1 to 65535.
    case invalidPort(String)
    /// It is no `http://` or `https://` URL with a host, or it has a query or a fragment.
    case notARoot

    public var description: String {
      switch self {
      case .invalidPort(let port): "invalid port '\(port)' (expected 1 to 65535)"
      case .notARoot: "not an API root (expected http:// or https:// and a host)"
      }
    }
  }

  /// The root `text` stands for, its scheme lowercased.
  ///
  /// - Throws: ``Problem``.
  public static func url(parsing text: String) throws(Problem) -> URL {
    if let port = portText(of: text), !port.isEmpty, !isPort(port) {
      throw .invalidPort(String(port))
    }
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil
    else { throw .notARoot }
    components.scheme = scheme
    guard let url = components.url else { throw .notARoot }
    return url
  }

  /// Whether `text` is a port from 1 to 65535 in ASCII digits.
  private static func isPort(_ text: Substring) -> Bool {
    guard text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let number = Int(text)
    else { return false }
    return (1...65_535).contains(number)
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
