import Foundation
import HTTPBasics

/// The file a request's path names in a served folder, as json-server's static middleware
/// (`send`) reads it, and never outside the folder: the path is percent-decoded as JavaScript's
/// `decodeURIComponent` decodes it, `.` and `..` are resolved, and a path that climbs out of
/// the folder, holds a NUL, does not decode, or names a hidden file or folder (a name that
/// starts with `.`) names nothing.
struct StaticPath: Equatable {
  /// The names from the folder down, none empty, `.` or `..`.
  let names: [String]
  /// Whether the path ends with `/`, which asks for a folder's `index.html`.
  let hasTrailingSlash: Bool

  /// The file `path` (the request target's path, percent-encoded as sent) names, if any.
  init?(_ path: Substring) {
    guard path.hasPrefix("/"), let decoded = Self.decoded(path), !decoded.contains("\0") else {
      return nil
    }
    var names: [String] = []
    for name in decoded.split(separator: "/") {
      if name == "." { continue }
      if name == ".." {
        guard names.popLast() != nil else { return nil }
        continue
      }
      // `send` takes `..` between backslashes for a climb too.
      guard !name.hasPrefix("."), !name.split(separator: "\\").contains("..") else { return nil }
      names.append(String(name))
    }
    self.names = names
    hasTrailingSlash = path.hasSuffix("/")
  }

  var relative: String {
    names.joined(separator: "/")
  }

  /// `decodeURIComponent`: every `%` followed by two hexadecimal digits, the bytes making
  /// UTF-8; `nil` for a `%` without them or bytes that are not UTF-8. A `+` stays a `+`.
  static func decoded(_ text: Substring) -> String? {
    guard text.contains("%") else { return String(text) }
    return QueryEncoding.decode(text.replacingOccurrences(of: "+", with: "%2B"))
  }
}
