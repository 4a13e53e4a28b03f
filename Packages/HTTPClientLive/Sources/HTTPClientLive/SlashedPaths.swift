import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The paths a server redirected to themselves with or without a final `/` (Django's `301` from
/// `/api/books` to `/api/books/`, FastAPI's `307` from `/books/` to `/books`): later requests to
/// such a path, and to the paths just below it (a collection's records, `/api/books/7`), go as
/// the server sent the first, at once, for as long as the session lives. Reading a list page by
/// page then costs one redirect, not one a page, and a write goes where its collection's read
/// was sent: Django cannot redirect a `PATCH` of `/api/books/7` (it answers `500`).
///
/// A path is told apart by its origin and its path without the final `/`; its query is not part
/// of it (`/api/books?page=2` goes to `/api/books/?page=2`). A path redirected itself is sent as
/// its own redirect said, whatever its parent's did. At most ``limit`` paths are kept: past
/// them, a path is redirected as the server says, each time.
final class SlashedPaths: Sendable {
  /// The most paths kept.
  static let limit = 4096

  /// Whether each path kept ends with `/`, by its origin and path without the final `/`.
  private let paths = Mutex<[String: Bool]>([:])

  /// Notes that a request to `url` was redirected to `target`: kept when the two differ only in
  /// the final `/` of the path (the query aside).
  func noteRedirect(from url: URL?, to target: URL?) {
    guard let url, let target, let asked = Self.key(of: url), let given = Self.key(of: target),
      asked.key == given.key, asked.endsWithSlash != given.endsWithSlash
    else { return }
    paths.withLock { paths in
      guard paths.count < Self.limit || paths[given.key] != nil else { return }
      paths[given.key] = given.endsWithSlash
    }
  }

  /// `request`, to the path with or without its final `/` as the server redirected it, or the
  /// path just above it, before.
  func routed(_ request: URLRequest) -> URLRequest {
    guard let url = request.url, let asked = Self.key(of: url),
      let endsWithSlash = paths.withLock({ paths in
        paths[asked.key] ?? Self.parent(of: asked.key).flatMap { paths[$0] }
      }),
      endsWithSlash != asked.endsWithSlash,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return request }
    let path = components.percentEncodedPath
    components.percentEncodedPath = endsWithSlash ? path + "/" : String(path.dropLast())
    guard let routedURL = components.url else { return request }
    var routed = request
    routed.url = routedURL
    return routed
  }

  /// The key of the path just above the one `key` keeps (`…/api/books` of `…/api/books/7`);
  /// `nil` for a path of one segment, whose parent is the root.
  private static func parent(of key: String) -> String? {
    guard let slash = key.lastIndex(of: "/"), let origin = key.range(of: "://"),
      let pathStart = key[origin.upperBound...].firstIndex(of: "/"), slash > pathStart
    else { return nil }
    return String(key[..<slash])
  }

  /// The path of `url` as it is kept, `scheme://host:port/path` without a final `/`, and
  /// whether it has one; `nil` for the root, which has nothing to add a `/` to.
  private static func key(of url: URL) -> (key: String, endsWithSlash: Bool)? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased()
    else { return nil }
    let path = components.percentEncodedPath
    let endsWithSlash = path.hasSuffix("/")
    let trimmed = endsWithSlash ? path.dropLast() : path[...]
    guard !trimmed.isEmpty, !trimmed.hasSuffix("/") else { return nil }
    let port = components.port.map { ":\($0)" } ?? ""
    return ("\(scheme)://\(host)\(port)\(trimmed)", endsWithSlash)
  }
}
