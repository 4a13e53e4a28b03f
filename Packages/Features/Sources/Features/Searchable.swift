/// An item that a search looks in: the fields that a list's search matches with ``SearchText``.
///
/// A list of a new kind of item becomes searchable with one conformance naming its fields:
///
/// ```swift
/// struct Note: Sendable, Hashable {
///   var title: String
///   var body: String
/// }
///
/// extension Note: Searchable {
///   var searchableFields: [String] { [title, body] }
/// }
/// ```
public protocol Searchable {
  /// The text a search looks in, each field on its own.
  var searchableFields: [String] { get }
}
