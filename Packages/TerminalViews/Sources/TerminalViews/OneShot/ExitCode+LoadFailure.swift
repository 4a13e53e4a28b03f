import Features
import NetworkClient
import TerminalKit

extension ExitCode {
  /// The status for a screen that failed to load: a 422 is ``dataError`` whether or not its
  /// body could be read.
  public init(_ failure: LoadFailure) {
    switch failure.networkError {
    case .notFound?: self = .notFound
    case .undecodable?, .rejected?, .unconfirmedCreate?, .tooLarge?: self = .dataError
    // A 422 whose body names no fields the endpoint can read: still data the server rejected.
    case .unexpectedStatus(code: 422, _, _, _)?: self = .dataError
    case .unreachable?, .notStored?: self = .unavailable
    case .timedOut?, .rateLimited?: self = .temporaryFailure
    case .unexpectedStatus?, .malformedResponse?, .redirected?: self = .protocolError
    case .cancelled?: self = .interrupted
    case .invalidRequest?, nil: self = .software
    }
  }
}
