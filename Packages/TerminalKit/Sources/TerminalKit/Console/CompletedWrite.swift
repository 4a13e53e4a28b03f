import Synchronization

/// What a command changed on the server, such as `post 101 was created`, shared by every copy of
/// a console: if the output then cannot be written, standard error still says what was done.
public final class CompletedWrite: Sendable {
  private let done = Mutex<String?>(nil)

  /// Creates a record of no change.
  public init() {}

  /// What was done, or `nil` while nothing was changed.
  public var description: String? {
    done.withLock { $0 }
  }

  /// Records that `change` was made, such as `post 101 was created`.
  public func record(_ change: String) {
    done.withLock { $0 = change }
  }
}
