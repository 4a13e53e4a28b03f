import Foundation

extension URL {
  /// The URL of the folder this URL's last path segment is in, and that segment
  /// (`http://h/library` is `http://h/` and `library`); `nil` for a URL without a path.
  var parentAndLastSegment: (URL, String)? {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
      return nil
    }
    var segments = components.percentEncodedPath.split(separator: "/").map(String.init)
    guard let last = segments.popLast(), let name = last.removingPercentEncoding else {
      return nil
    }
    components.percentEncodedPath = "/" + segments.map { $0 + "/" }.joined()
    components.query = nil
    return components.url.map { ($0, name) }
  }
}
