import Features
import HTTPClient

extension LoadFailure {
  /// The failure as a browser words it: a read that the store lacks offline says why, when the
  /// store knows, and that the screen shows once it was browsed online, not what to run on a
  /// command line; a rate limit says when it resets by the time of day alone, which does not go
  /// stale on a screen, and so is the reason of a read not stored said without its time.
  public var browserMessage: String {
    switch networkError {
    case .notStored(let request, let reason?)? where request.isRead && reason != .neverRead:
      "offline, and \(request) is not stored: \(reason.text(now: nil))"
    case .notStored(let request, _)? where request.isRead:
      "offline, and \(request) is not stored: browse it once online first"
    case .rateLimited?:
      networkError?.lastingDescription ?? message
    default:
      message
    }
  }
}
