import Features
import NetworkClient
import TerminalKit

extension ExitCode {
  /// The status for a screen that failed to load.
  public init(_ failure: LoadFailure) {
    switch failure.networkError {
    case .notFound?: self = .notFound
    case .undecodable?, .rejected?, .unconfirmedCreate?, .tooLarge?: self = .dataError
    case .unreachable?, .notStored?: self = .unavailable
    case .timedOut?, .rateLimited?: self = .temporaryFailure
    case .unexpectedStatus?, .malformedResponse?, .redirected?: self = .protocolError
    case .cancelled?: self = .interrupted
    case .invalidRequest?, nil: self = .software
    }
  }
}
