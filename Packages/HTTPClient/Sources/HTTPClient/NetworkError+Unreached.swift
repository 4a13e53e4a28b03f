extension NetworkError {
  /// Whether the request did not reach the server or its answer did not come back: what an
  /// outage does (a connection refused or dropped, a timeout), not an answer the server gave,
  /// however bad.
  public var isUnreached: Bool {
    switch self {
    case .unreachable, .timedOut, .bodyStalled, .unanswered, .unansweredWrite: true
    default: false
    }
  }
}
