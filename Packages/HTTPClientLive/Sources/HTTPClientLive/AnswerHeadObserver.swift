/// What a task's requests tell when an answer's head has come: its status, from the session's
/// delegate queue, before any of its body. A test waits on it to pass a deadline while the body
/// is awaited rather than before the answer began.
enum AnswerHeadObserver {
  /// Told the status of each answer whose head has come, to the current task's requests; `nil`,
  /// the default, observes nothing.
  @TaskLocal static var current: (@Sendable (_ status: Int) -> Void)?
}
