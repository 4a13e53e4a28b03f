import HTTPClient
import ServerSettingsKit

extension ClientSettings {
  /// What follows the message of `error` when something would have avoided it: after an answer
  /// larger than the limit, the option that raises it (``sizeLimitHint``); else the key of the
  /// server's settings (`ServerSettings.keyHint(for:)`).
  @Sendable public func failureHint(_ error: NetworkError) -> String? {
    if case .tooLarge = error { return sizeLimitHint }
    return ServerSettings.keyHint(for: error)
  }
}
