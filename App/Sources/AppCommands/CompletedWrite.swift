import Synchronization

/// What a command changed on the server, such as `post 101 was created`, shared by every copy of
/// a console: if the output then cannot be written, standard error still says what was done.
final class CompletedWrite: Sendable {
  private let done = Mutex<String?>(nil)

  /// What was done, or `nil` while nothing was changed.
  var description: String? {
    done.withLock { $0 }
  }

  /// Records that `change` was made, such as `post 101 was created`.
  func record(_ change: String) {
    done.withLock { $0 = change }
  }
}
