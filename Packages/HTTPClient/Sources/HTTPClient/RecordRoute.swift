import Foundation

/// Where a collection's records are, as a description routes them: the collection's path, the
/// format extension or final `/` its paths take, and how a record is identified. A record's
/// self link is read back to its id with it.
struct RecordRoute: Sendable {
  var identity: RecordIdentity
  var collection: [String]
  var pathExtension: String?
  var trailingSlash: Bool

  /// `path`, of the collection or below it, as the server routes it: with ``pathExtension`` on
  /// its last segment (unless it has it already), or a final `/` when ``trailingSlash``.
  func extended(_ path: [String]) -> [String] {
    guard let last = path.last, !last.isEmpty else { return path }
    if let pathExtension {
      return last.hasSuffix(".\(pathExtension)")
        ? path : path.dropLast() + ["\(last).\(pathExtension)"]
    }
    return trailingSlash ? path + [""] : path
  }

  /// The id of the record `link` names: its last segment when the link is where this
  /// collection routes that id (`/api/books/3` of `books` → `3`, whatever is before the
  /// collection, a template such as `{?projection}` dropped); else the link itself, which is
  /// then followed as it is; `nil` for a link that names no path.
  func id(ofLink link: String) -> String? {
    let untemplated = String(link.prefix { $0 != "{" })
    guard let path = URLComponents(string: untemplated)?.path, !path.isEmpty else { return nil }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard var id = segments.last(where: { !$0.isEmpty }) else { return nil }
    if let pathExtension, id.hasSuffix(".\(pathExtension)") {
      id.removeLast(pathExtension.count + 1)
    }
    let routed = extended(collection + [id])
    guard !id.isEmpty, segments.count > routed.count, segments.suffix(routed.count) == routed[...]
    else { return link }
    return id
  }
}
