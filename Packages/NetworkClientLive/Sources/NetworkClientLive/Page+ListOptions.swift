import HTTPClient
import NetworkClient

extension Page {
  /// The page of `payload`'s items that `response` brought for a request made with `options`.
  ///
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer, and
  /// ``number`` and ``size`` are what `options` asked for (see ``ListOptions/pageNumber`` and
  /// ``ListOptions/pageSize``); the `Link` header is not read, so ``isLast`` is `nil`.
  init(_ payload: ListPayload<Item>, response: HTTPResponseHead?, options: ListOptions) {
    self.init(payload, response: response, number: options.pageNumber, size: options.pageSize)
    isLast = nil
  }
}
