/// A resource of the API as the browser shows it: a tab named `name`, whose records are at
/// `path` under the base URL (`customers`, or `api/v2/customers` for `--resource
/// customers:api/v2/customers`), shown with JSONPlaceholder's own screens when `screens` says
/// so, else with the kit's generic ones.
public struct BrowsedResource: Sendable, Hashable {
  public enum Screens: Sendable, Hashable {
    /// The generic list and record screens, for records of any shape.
    case generic
    /// JSONPlaceholder's posts, with authors, comments and forms.
    case posts
    /// JSONPlaceholder's users, with their map, albums and to-dos.
    case users
    /// JSONPlaceholder's albums, each opening a grid of its photos.
    case albums
    /// JSONPlaceholder's to-dos, with their filter.
    case todos
  }

  /// The tab's name and the `:NAME` that jumps to it, as the person or the server named it.
  public var name: String
  /// The path of the records under the base URL, without a leading `/`; one or more segments.
  public var path: String
  public var screens: Screens

  /// The resource `name` at `path` (by default, its name), shown with `screens`: a resource
  /// at another path than JSONPlaceholder's own is shown with the generic screens, since its
  /// own screens read JSONPlaceholder's paths.
  public init(name: String, path: String? = nil, screens: Screens = .generic) {
    self.name = name
    self.path = path ?? name
    self.screens = self.path == name ? screens : .generic
  }

  /// The path's segments, as a request's path components: `api/v2/customers` is three.
  public var pathComponents: [String] {
    path.split(separator: "/").map(String.init)
  }
}
