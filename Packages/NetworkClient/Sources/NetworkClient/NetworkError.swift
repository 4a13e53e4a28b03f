/// What went wrong with a request, in cases a caller can act on.
public enum NetworkError: Error, Hashable, Sendable {
  /// The server could not be reached: no connection, unknown host, refused, TLS failure.
  case unreachable(host: String, reason: String)
  /// The server did not answer in time.
  case timedOut(host: String)
  /// The request was cancelled (`URLError(.cancelled)` and `CancellationError` both land here).
  case cancelled
  /// The server answered 404 for a resource, such as `post` `999`.
  case notFound(resource: String, id: String)
  /// The server answered with another status than expected; `bodyExcerpt` is a short,
  /// printable excerpt of what it sent.
  case unexpectedStatus(code: Int, bodyExcerpt: String)
  /// The response could not be decoded as `resource`; `codingPath` says where, such as
  /// `[3].title`.
  case undecodable(resource: String, codingPath: String, reason: String)
  /// The server refused to store `resource` (a 422) and said which fields are wrong.
  case rejected(resource: String, fieldErrors: FieldErrors)
}

extension NetworkError: CustomStringConvertible {
  /// A one-line message for a person, such as `post 999 not found`.
  public var description: String {
    switch self {
    case .unreachable(let host, let reason):
      return "cannot reach \(host): \(reason)"
    case .timedOut(let host):
      return "\(host) did not answer in time"
    case .cancelled:
      return "request cancelled"
    case .notFound(let resource, let id):
      return "\(resource) \(id) not found"
    case .unexpectedStatus(let code, let bodyExcerpt):
      let excerpt = bodyExcerpt.isEmpty ? "" : ": \(bodyExcerpt)"
      return "server answered HTTP \(code)\(excerpt)"
    case .undecodable(let resource, let codingPath, let reason):
      let location = codingPath.isEmpty ? "" : " at \(codingPath)"
      return "unexpected response for \(resource)\(location): \(reason)"
    case .rejected(let resource, let fieldErrors):
      let details = fieldErrors.lines.map { $0.singleLine(limit: 120) }.joined(separator: "; ")
      return "the server rejected the \(resource)\(details.isEmpty ? "" : ": \(details)")"
    }
  }
}
