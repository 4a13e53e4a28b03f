/// A resource as a person names it, on a command line or in a server's settings: `NAME`, or
/// `NAME:PATH` for records at another path than the name, with a `?QUERY` sent with each of its
/// requests.
///
/// ```swift
/// let orders = NamedResource(parsing: "orders:/api/v2/orders/")
/// // orders?.name is "orders"; orders?.path is "api/v2/orders/"
/// let trips = NamedResource(parsing: "trips?_size=50")
/// // trips?.name is "trips"; trips?.path is "trips?_size=50"
/// ```
public struct NamedResource: Sendable, Hashable {
  /// What the resource is called: a tab's name, or what a command takes.
  public var name: String
  /// Where its records are below the API root, without a leading `/` (a final one is kept, as
  /// Django REST framework routes `api/books/`), and with the query given after a `?`; `nil`
  /// when the path is the name.
  public var path: String?

  /// The resource `text` names: the first `:` ends the name, and a path may start with `/`,
  /// and end with one, which is kept, as it is of a name alone (`books/` is `books` at
  /// `books/`). A `?` starts the path's query (`trips:bikes/trips.json?_shape=objects`, or
  /// `trips?_size=50`, the resource `trips` at `trips`). `nil` when the name is empty, or a
  /// segment of the path is empty, `.`, `..` or holds a control character
  /// (``names(_:at:)``).
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    var name = String(parts[0])
    var path = parts.count > 1 ? String(parts[1]) : nil
    if path == nil, let mark = name.firstIndex(of: "?") {
      path = name
      name = String(name[..<mark])
      if name.count > 1, name.hasSuffix("/") { name.removeLast() }
    }
    if path == nil, name.count > 1, name.hasSuffix("/") {
      path = name
      name.removeLast()
    }
    if let given = path, given.hasPrefix("/") {
      path = String(given.dropFirst())
    }
    guard Self.names(name, at: path) else { return nil }
    self.name = name
    self.path = path
  }

  /// Whether `name` at `path` (the name when `nil`; its query, after a `?`, aside) is a
  /// resource a request can ask for: a name that is not empty, and a path of one or more
  /// segments, the last of which may be empty (a final `/`), none of them `.` or `..`, and no
  /// control character in either.
  public static func names(_ name: String, at path: String?) -> Bool {
    let given = path ?? name
    let route = given.firstIndex(of: "?").map { given[..<$0] } ?? given[...]
    var segments = route.split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 1, segments.last == "" { segments.removeLast() }
    return !name.isEmpty && !hasControlCharacter(name)
      && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !hasControlCharacter($0) }
  }

  private static func hasControlCharacter(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
