import HTTPClient

extension Page {
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer, ``number``
  /// and ``size`` are what `query` asked for (see `RecordQuery.pageNumber` and
  /// `RecordQuery.page`), and ``next`` the next page number unless this one is the last (see
  /// `Page.init(_:response:number:size:endsWhenEmpty:)`).
  init(_ payload: ListPayload<Item>, response: HTTPResponseHead?, query: RecordQuery) {
    self.init(payload, response: response, number: query.pageNumber, size: query.page?.size)
  }
}
