import Features
import NetworkClient
import TerminalKit

extension ExitCode {
  /// The status for a screen that failed to load: a 422 is `dataError` whether or not its body
  /// could be read, a 401 or a 403 that is not a rate limit is `noPermission`, a 412 (the record
  /// changed since it was read) is `versionConflict`, and a 428 (a version was wanted) is
  /// `protocolError`.
  public init(_ failure: LoadFailure) {
    switch failure.networkError {
    case .notFound?: self = .notFound
    case .undecodable?, .rejected?, .unconfirmedCreate?, .createdWithoutLocation?, .tooLarge?:
      self = .dataError
    // A 422 whose body names no fields the endpoint can read: still data the server rejected.
    case .unexpectedStatus(code: 422, _, _, _)?: self = .dataError
    // A rate limit's 403 is `rateLimited`: what is left is about credentials.
    case .unauthorized?, .credentialsNotRenewed?, .unexpectedStatus(code: 403, _, _, _)?:
      self = .noPermission
    case .unreachable?, .notStored?: self = .unavailable
    case .timedOut?, .bodyStalled?, .unanswered?, .rateLimited?: self = .temporaryFailure
    case .unansweredWrite?, .cutShortWrite?: self = .unansweredWrite
    case .notTLS?: self = .notTLS
    case .versionConflict?: self = .versionConflict
    case .unexpectedStatus?, .malformedResponse?, .redirectLoop?, .redirected?, .versionRequired?:
      self = .protocolError
    case .cancelled?: self = .interrupted
    case .invalidRequest?, nil: self = .software
    }
  }
}
