import Features
import NetworkClient

extension LoadFailure {
  /// The failure as the browser words it: a read that the store lacks offline says that the
  /// screen shows once it was browsed online, not what to run on a command line.
  var browserMessage: String {
    guard case .notStored(let request)? = networkError, request.isRead else {
      return message
    }
    return "offline, and \(request) is not stored: browse it once online first"
  }

  /// The same failure with its message as the browser words it, for a view that shows
  /// ``LoadFailure/message``.
  var inBrowserWords: LoadFailure {
    LoadFailure(message: browserMessage, networkError: networkError)
  }
}

extension BrowseView {
  /// `failure` for the status line, with how to retry unless the browser is offline, where
  /// asking again cannot help.
  func retryText(_ failure: LoadFailure) -> String {
    state.isOffline ? failure.browserMessage : "r to retry: \(failure.browserMessage)"
  }
}
