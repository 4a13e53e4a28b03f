import HTTPClient
import NetworkClient

extension Page {
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer, ``number``
  /// and ``size`` are what `options` asked for (see ``ListOptions/pageNumber`` and
  /// ``ListOptions/pageSize``), and ``next`` the next page number unless this one is the last
  /// (see `Page.init(_:response:number:size:endsWhenEmpty:)`).
  init(_ payload: ListPayload<Item>, response: HTTPResponseHead?, options: ListOptions) {
    self.init(payload, response: response, number: options.pageNumber, size: options.pageSize)
  }
}
