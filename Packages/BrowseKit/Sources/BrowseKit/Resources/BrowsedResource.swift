import Foundation
import RecordConventions

/// A resource of the API as the browser shows it: a tab named `name`, whose records are at
/// `path` under the base URL (`customers`, or `api/v2/customers` for `--resource
/// customers:api/v2/customers`), shown with the list an API registers for it when `screens`
/// names one, else with the generic screens.
public struct BrowsedResource: Sendable, Hashable {
  /// The screens a resource is shown with: the generic ones, for records of any shape, or a
  /// list an API registers for its resource (JSONPlaceholder's posts, with authors, comments
  /// and forms), with the screens it opens. Two are the same when they name the same list.
  public struct Screens: Sendable, Hashable {
    /// The name of the resource whose list it is (`posts`); empty for the generic screens.
    public let name: String
    /// The list registered, `nil` for the generic one.
    public let list: (any OwnTabList.Type)?
    /// Where the tab goes among the tabs of registered lists, which come first in the tab bar
    /// (lowest first), so that `1`–`4` stay where an API put them.
    public let order: Int

    /// The screens of `list`, registered for the resource `name`, its tab at `order` among
    /// those of registered lists.
    public init(name: String, list: (any OwnTabList.Type)?, order: Int) {
      self.name = name
      self.list = list
      self.order = order
    }

    /// The generic list and record screens, for records of any shape.
    public static let generic = Screens(name: "", list: nil, order: .max)

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// The tab's name and the `:NAME` that jumps to it, as the person or the server named it.
  public var name: String
  /// The path of the records under the base URL, without a leading `/`; one or more segments.
  public var path: String
  /// The query given after the path's `?` (`_shape=objects`), sent with every request of the
  /// resource and its records; `nil` when none was.
  public var query: String?
  public var screens: Screens

  /// The resource `name` at `path` (by default, its name), shown with `screens`: a resource
  /// at another path than its name is shown with the generic screens, since a registered list
  /// reads the path its API gives the resource. What follows a `?` in `path` is its ``query``.
  public init(name: String, path: String? = nil, screens: Screens = .generic) {
    self.name = name
    let given = path ?? name
    if let mark = given.firstIndex(of: "?") {
      self.path = String(given[..<mark])
      query = String(given[given.index(after: mark)...])
    } else {
      self.path = given
    }
    self.screens = self.path == name && query == nil ? screens : .generic
  }

  /// The items of the ``query``, as sent: `_shape=objects&_size=50` is two.
  public var queryItems: [URLQueryItem] {
    guard let query, !query.isEmpty else { return [] }
    var parts = URLComponents()
    parts.percentEncodedQuery = query
    return parts.queryItems ?? []
  }

  /// The path's segments: `api/v2/customers` and `api/books/` are three and two.
  public var segments: [String] {
    path.split(separator: "/").map(String.init)
  }

  /// Whether the path was given with a final `/` (`api/books/`, as Django REST framework routes
  /// it): its collection and records are then asked for with one (`/api/books/7/`).
  public var endsWithSlash: Bool {
    path.hasSuffix("/")
  }

  /// The path as a request's path components: its segments, then an empty one when it
  /// ``endsWithSlash``.
  public var pathComponents: [String] {
    segments + (endsWithSlash ? [""] : [])
  }
}

extension BrowsedResource {
  /// What one of its records is called: as its registered list calls it (`to-do`), else its
  /// name made singular as json-server makes it (`customer`).
  public var singular: String {
    screens.list?.rowName ?? Inflection.singular(name)
  }
}
