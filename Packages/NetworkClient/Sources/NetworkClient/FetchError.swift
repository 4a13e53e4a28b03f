/// Why ``NetworkClient/fetchUsers(ownerID:queue:success:failure:)`` failed: one case for each
/// kind of `NetworkError` (a rate limit is an ``unexpectedStatus(code:message:)``, a request
/// that could not be sent ``other(message:)``), and ``other(message:)`` for anything else, each
/// with a message for a person.
///
/// Match a case without its message to act on it: `case .notFound:`.
public enum FetchError: Error, Hashable, Sendable {
  case unreachable(message: String)
  /// The server did not answer in time, or ended the connection without an answer.
  case timedOut(message: String)
  /// The request was cancelled by something else than the handle's `cancel()`, which calls no
  /// callback at all.
  case cancelled(message: String)
  /// The server answered 404.
  case notFound(message: String)
  case unexpectedStatus(code: Int, message: String)
  /// The answer could not be used: not valid HTTP, larger than the limit, or a redirect that
  /// cannot be followed.
  case invalidResponse(message: String)
  case undecodable(message: String)
  /// The server refused to store what was sent (a 422 with field errors).
  case rejected(message: String)
  /// The server refused a change since the record changed after it was read (a 412), or
  /// since it wants the version the record was read at and none was sent (a 428).
  case versionConflict(message: String)
  /// The client was offline and had nothing stored for the request.
  case notStored(message: String)
  /// Something else failed: an error that is not a `NetworkError`, such as one thrown by a
  /// client a test built.
  case other(message: String)

  /// The error that `error` is reported as: each `NetworkError` as its own case,
  /// `CancellationError` as ``cancelled(message:)``, anything else as ``other(message:)``; the
  /// message is the error's description.
  public init(_ error: any Error) {
    let message = String(describing: error)
    switch error {
    case let error as NetworkError:
      switch error {
      case .unreachable: self = .unreachable(message: message)
      case .timedOut, .bodyStalled, .unanswered: self = .timedOut(message: message)
      case .cancelled: self = .cancelled(message: message)
      case .notFound: self = .notFound(message: message)
      case .unexpectedStatus(let code, _, _, _), .rateLimited(_, let code, _, _):
        self = .unexpectedStatus(code: code, message: message)
      case .unauthorized, .credentialsNotRenewed:
        self = .unexpectedStatus(code: 401, message: message)
      case .malformedResponse, .redirectLoop, .tooLarge, .redirected, .notTLS:
        self = .invalidResponse(message: message)
      case .undecodable, .unconfirmedCreate, .createdWithoutLocation:
        self = .undecodable(message: message)
      case .rejected: self = .rejected(message: message)
      case .versionConflict, .versionRequired: self = .versionConflict(message: message)
      case .notStored: self = .notStored(message: message)
      case .invalidRequest, .unansweredWrite, .cutShortWrite: self = .other(message: message)
      }
    case is CancellationError:
      self = .cancelled(message: NetworkError.cancelled.description)
    default:
      self = .other(message: message)
    }
  }

  /// A one-line message for a person, such as `user 9 not found`.
  public var message: String {
    switch self {
    case .unreachable(let message), .timedOut(let message), .cancelled(let message),
      .notFound(let message), .unexpectedStatus(_, let message), .invalidResponse(let message),
      .undecodable(let message), .notStored(let message),
      .rejected(let message), .versionConflict(let message), .other(let message):
      return message
    }
  }
}

extension FetchError: CustomStringConvertible {
  /// The ``message``.
  public var description: String { message }
}
