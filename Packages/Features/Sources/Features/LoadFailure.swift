import Dependencies
import HTTPClient

/// Why a load failed: a one-line message for a person, and the `NetworkError` when there was
/// one, so that code can tell a missing post from a lost connection.
public struct LoadFailure: Error, Hashable, Sendable {
  /// A one-line description of what went wrong, such as `post 999 not found`.
  public var message: String
  /// The network error behind the failure, if it was one.
  public var networkError: NetworkError?

  public init(message: String, networkError: NetworkError? = nil) {
    self.message = message
    self.networkError = networkError
  }

  /// Creates the failure for an error thrown while loading.
  ///
  /// A `NetworkError` is kept and described by its `description`; a `CancellationError` becomes
  /// `NetworkError.cancelled`; a `LoadFailure` is returned as it is; any other error is
  /// described by `String(describing:)`. The message is always collapsed to one line.
  public init(_ error: any Error) {
    switch error {
    case let failure as LoadFailure:
      self = failure
    case let networkError as NetworkError:
      self.init(message: networkError.description.collapsedToOneLine, networkError: networkError)
    case is CancellationError:
      self.init(NetworkError.cancelled)
    case let unimplemented as UnimplementedDependencyError:
      self.init(message: unimplemented.description.collapsedToOneLine)
    default:
      let message = String(describing: error).collapsedToOneLine
      self.init(message: message.isEmpty ? String(describing: type(of: error)) : message)
    }
  }
}

extension LoadFailure: CustomStringConvertible {
  public var description: String { message }
}

extension String {
  /// The non-blank lines, trimmed and joined by single spaces.
  fileprivate var collapsedToOneLine: String {
    split(whereSeparator: \.isNewline)
      .map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return self[first...last]
  }
}
