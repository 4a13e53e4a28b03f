extension NetworkError {
  /// The most a server says a page may hold, when this is its refusal of a larger one: a `400`
  /// or `422` whose words name it after `maximum`, `max`, `exceed`, `at most`, `less than or
  /// equal to` or `up to` (flask-restless-ng's "Page size must not exceed the server's maximum:
  /// 100"); `nil` for any other error.
  public var mostPageSize: Int? {
    let said: [String] =
      switch self {
      case .unexpectedStatus(400, let excerpt, _, _), .unexpectedStatus(422, let excerpt, _, _):
        [excerpt]
      case .rejected(_, let fieldErrors): fieldErrors.lines
      default: []
      }
    let words = /(?i)(?:maximum|max|exceed|at most|less than or equal to|up to)\D{0,40}?(\d{1,9})/
    return said.lazy.compactMap { $0.firstMatch(of: words).flatMap { Int($0.1) } }.first
  }
}
