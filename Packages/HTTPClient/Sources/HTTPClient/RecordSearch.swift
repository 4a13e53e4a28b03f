import Foundation

/// Which records of a described resource a list asks for: those its server finds for
/// ``text`` (as the resource's ``ResourceSearch`` sends it), filtered by ``filters``; every
/// record with neither.
public struct RecordSearch: Sendable, Hashable {
  /// The text looked for, sent as the resource's search says; empty for none.
  public var text: String
  /// Query items sent with every page, such as `status=open` or `_sort=name`; a paging
  /// parameter among them is replaced by the page's own.
  public var filters: [URLQueryItem]

  /// Every record, or those found for `text`, filtered by `filters`.
  public init(_ text: String = "", filters: [URLQueryItem] = []) {
    self.text = text
    self.filters = filters
  }
}
