/// A query that carries a search to the server, such as `?email=` or GitHub's `q`: what
/// a feed with a query needs of its query, whatever the shape of its pages.
///
/// ```swift
/// struct CustomerQuery: SearchQuery {
///   var email = ""
///
///   var searchText: String { email }
///   func searching(_ text: String) -> CustomerQuery { CustomerQuery(email: text) }
/// }
/// ```
public protocol SearchQuery: Sendable, Hashable {
  /// The text the server looks for; empty for none.
  var searchText: String { get }
  /// The same query looking for `text` (without the whitespace around it; empty for none), from
  /// its first page.
  func searching(_ text: String) -> Self
}
