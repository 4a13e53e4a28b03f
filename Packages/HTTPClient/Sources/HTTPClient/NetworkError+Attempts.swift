extension NetworkError {
  /// The same error, saying that `attempts` tries were made when it is a kind that counts them
  /// (``unreachable(host:reason:attempts:)``, ``timedOut(host:limit:attempts:)``,
  /// ``bodyStalled(host:status:limit:attempts:reason:)``, ``unanswered(host:reason:attempts:)``,
  /// ``unexpectedStatus(code:bodyExcerpt:request:attempts:)``,
  /// ``rateLimited(request:status:retryAt:attempts:)``); any other error unchanged.
  public func counting(attempts: Int) -> NetworkError {
    switch self {
    case .unreachable(let host, let reason, _):
      return .unreachable(host: host, reason: reason, attempts: attempts)
    case .timedOut(let host, let limit, _):
      return .timedOut(host: host, limit: limit, attempts: attempts)
    case .bodyStalled(let host, let status, let limit, _, let reason):
      return .bodyStalled(
        host: host, status: status, limit: limit, attempts: attempts, reason: reason)
    case .unanswered(let host, let reason, _):
      return .unanswered(host: host, reason: reason, attempts: attempts)
    case .unexpectedStatus(let code, let bodyExcerpt, let request, _):
      return .unexpectedStatus(
        code: code, bodyExcerpt: bodyExcerpt, request: request, attempts: attempts)
    case .rateLimited(let request, let status, let retryAt, _):
      return .rateLimited(request: request, status: status, retryAt: retryAt, attempts: attempts)
    default:
      return self
    }
  }

  /// How many tries the error counts, for a kind that counts them (see
  /// ``counting(attempts:)``); `nil` for any other.
  public var attempts: Int? {
    switch self {
    case .unreachable(_, _, let attempts), .timedOut(_, _, let attempts),
      .bodyStalled(_, _, _, let attempts, _), .unanswered(_, _, let attempts),
      .unexpectedStatus(_, _, _, let attempts), .rateLimited(_, _, _, let attempts):
      return attempts
    default:
      return nil
    }
  }
}
