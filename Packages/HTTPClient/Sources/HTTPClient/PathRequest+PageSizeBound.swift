import Foundation

extension PathRequest {
  /// This request asking for pages of the size the server's refusal of it, `error`, names as
  /// its most (flask-restless-ng's `400` "Page size must not exceed the server's maximum:
  /// 100", FastAPI's `422` "Input should be less than or equal to 100"), when it asked for
  /// more: a server's page size is a bound to keep to, not a failure. `nil` for any other
  /// error, or a request that asked for no page size.
  public func bounded(by error: NetworkError) -> PathRequest? {
    guard let size = pageSize, let name = paging.sizeParameter else { return nil }
    let said: [String] =
      switch error {
      case .unexpectedStatus(400, let excerpt, _, _), .unexpectedStatus(422, let excerpt, _, _):
        [excerpt]
      case .rejected(_, let fieldErrors): fieldErrors.lines
      default: []
      }
    guard let most = said.lazy.compactMap(Self.mostPageSize(in:)).first, most >= 1, most < size
    else { return nil }
    var bounded = replacingQuery(with: [URLQueryItem(name: name, value: String(most))])
    bounded.pageSize = most
    return bounded
  }

  /// The most a server says it takes, in `text`: the number after `maximum`, `max`,
  /// `exceed`, `at most`, `less than or equal to` or `up to`.
  static func mostPageSize(in text: String) -> Int? {
    let words = /(?i)(?:maximum|max|exceed|at most|less than or equal to|up to)\D{0,40}?(\d{1,9})/
    return text.firstMatch(of: words).flatMap { Int($0.1) }
  }
}
