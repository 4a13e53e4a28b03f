/// One page of a described resource's records, as a ``ListFeature`` over a
/// `ResourceClient` asks for it: those `search` finds, the page `request` names. Turning the
/// page is a new query with the continuation the page shown gave.
public struct RecordPageQuery: Sendable, Hashable {
  public var search: RecordSearch
  public var request: PageRequest

  /// The first page of `size` records of `search`.
  public init(_ search: RecordSearch = RecordSearch(), size: Int) {
    self.init(search, request: PageRequest(size: size))
  }

  /// The page `request` names of `search`'s records.
  public init(_ search: RecordSearch, request: PageRequest) {
    self.search = search
    self.request = request
  }
}
