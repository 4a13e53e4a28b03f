/// What a task's requests tell their retries to: see ``RetryObserver/current``.
///
/// ```swift
/// let (notices, told) = AsyncStream.makeStream(of: RetryNotice.self)
/// let observer = RetryObserver { told.yield($0) }
/// RetryObserver.$current.withValue(observer) {
///   observer(
///     RetryNotice(request: "GET http://127.0.0.1:3000/posts", reason: "HTTP 503", attempt: 2,
///       wait: .seconds(1)))
/// }
/// told.finish()
/// ```
public struct RetryObserver: Sendable {
  private let observe: @Sendable (RetryNotice) -> Void

  public init(_ observe: @escaping @Sendable (RetryNotice) -> Void) {
    self.observe = observe
  }

  /// Tells the observer of a retry, on the retrying task, before its wait.
  public func callAsFunction(_ notice: RetryNotice) {
    observe(notice)
  }
}

extension RetryObserver {
  /// Told each retry of the current task's requests, by clients that retry (such as
  /// `HTTPSession` of `HTTPClientLive`); `nil`, the default, observes nothing.
  @TaskLocal public static var current: RetryObserver?
}
