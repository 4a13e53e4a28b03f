import Features
import HTTPClient

extension LoadFailure {
  /// The failure as a browser words it: a read that the store lacks offline says that the
  /// screen shows once it was browsed online, not what to run on a command line.
  public var browserMessage: String {
    guard case .notStored(let request)? = networkError, request.isRead else {
      return message
    }
    return "offline, and \(request) is not stored: browse it once online first"
  }
}
