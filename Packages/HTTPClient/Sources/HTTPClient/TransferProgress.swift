/// How far a body has gone: the bytes sent (or received) so far and the bytes there are in all,
/// when known.
public struct TransferProgress: Sendable, Hashable {
  /// The bytes sent (or received) so far.
  public var completed: Int64
  /// The bytes in all, or `nil` when the length is not known ahead.
  public var expected: Int64?

  public init(completed: Int64, expected: Int64?) {
    self.completed = completed
    self.expected = expected
  }

  /// Told how far a transfer has gone, as a task-local value holds it.
  public struct Observer: Sendable {
    private let observe: @Sendable (TransferProgress) -> Void

    public init(_ observe: @escaping @Sendable (TransferProgress) -> Void) {
      self.observe = observe
    }

    /// Tells the observer of `progress`.
    public func callAsFunction(_ progress: TransferProgress) {
      observe(progress)
    }

    /// The observer as the closure an endpoint's ``Endpoint/uploadProgress`` is.
    public var asClosure: @Sendable (TransferProgress) -> Void {
      observe
    }
  }

  /// Told how far each upload of the current task has gone, when its endpoint has no
  /// ``Endpoint/uploadProgress`` of its own; `nil`, the default, tells nothing. A program sets
  /// it around a write, as a command's progress bar does, without reaching the endpoints.
  // An observer, not a bare closure: a task-local of an optional function type crashes
  // `withValue` in an optimized build (Swift 6.3).
  @TaskLocal public static var uploadObserver: Observer?

  /// The share done, from 0 to 1, or `nil` when the length is not known; an empty body is
  /// done.
  public var fractionCompleted: Double? {
    guard let expected else { return nil }
    guard expected > 0 else { return 1 }
    return min(1, max(0, Double(completed) / Double(expected)))
  }
}
