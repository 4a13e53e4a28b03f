import Foundation

/// How a described resource is searched on its server for a text (``RecordQuery/text``).
public enum ResourceSearch: Sendable, Hashable {
  /// The collection's own path, with the text in the query parameter `name`: `?q=ada`,
  /// `?email=ada@example.com`.
  case parameter(String)
  /// A path of its own below the collection's, with the text in the query parameter `name`,
  /// as Spring Data REST's `/books/search/findByTitleContaining?title=tides`.
  case path([String], parameter: String)

  /// json-server's full-text `q`.
  public static let q = ResourceSearch.parameter("q")

  /// The path of a search of `text` in the collection at `collection`, and its query item;
  /// the collection's own path and no item for an empty text.
  func request(for text: String, in collection: [String]) -> (
    path: [String], item: URLQueryItem?
  ) {
    guard !text.isEmpty else { return (collection, nil) }
    switch self {
    case .parameter(let name): return (collection, URLQueryItem(name: name, value: text))
    case .path(let path, let name):
      return (collection + path, URLQueryItem(name: name, value: text))
    }
  }
}
