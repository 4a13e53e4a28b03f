import Features
import HTTPClient

extension LoadFailure {
  /// The failure as a browser words it: a read that the store lacks offline says that the
  /// screen shows once it was browsed online, not what to run on a command line; a rate
  /// limit says when it resets by the time of day alone, which does not go stale on a screen.
  public var browserMessage: String {
    switch networkError {
    case .notStored(let request)? where request.isRead:
      "offline, and \(request) is not stored: browse it once online first"
    case .rateLimited?:
      networkError?.lastingDescription ?? message
    default:
      message
    }
  }
}
