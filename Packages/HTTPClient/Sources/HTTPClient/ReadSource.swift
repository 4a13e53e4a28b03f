import Foundation

/// Where the answer to a read came from, as told by clients that store answers, so that a
/// screen can say how old what it shows is (`updated 3 min ago`) or that it is offline.
///
/// Observe the reads of a task with ``ReadSourceObserver/current``:
///
/// <!-- not compiled: `session` is an HTTPSession of HTTPClientLive -->
/// ```swift
/// let (sources, observed) = AsyncStream.makeStream(of: ReadSource.self)
/// let observer = ReadSourceObserver { observed.yield($0) }
/// let posts = try await ReadSourceObserver.$current.withValue(observer) {
///   try await session.send(postsEndpoint)
/// }
/// ```
public enum ReadSource: Sendable, Hashable {
  /// The server answered, or confirmed the stored answer (a `304`): the data is current.
  case server
  /// An answer stored at the date given was used without asking the server: it was fresh,
  /// the read accepted any stored answer, or the client may not use the network. With
  /// `beforeChange`, a write the client made since may have changed what it says.
  case stored(at: Date, beforeChange: Bool = false)
  /// The server failed with the error given (it could not be reached or did not answer in
  /// time), so the answer stored at the date given stood in for it; with `beforeChange`, a
  /// write the client made since may have changed what it says.
  case storedInPlaceOfServer(at: Date, error: NetworkError, beforeChange: Bool = false)

  /// When the answer was stored, for an answer from the store.
  public var storedAt: Date? {
    switch self {
    case .server: nil
    case .stored(let date, _), .storedInPlaceOfServer(let date, _, _): date
    }
  }

  /// Whether the answer came from the store and a write the client made after it was stored
  /// may have changed what it says.
  public var isBeforeChange: Bool {
    switch self {
    case .server: false
    case .stored(_, let beforeChange), .storedInPlaceOfServer(_, _, let beforeChange):
      beforeChange
    }
  }
}

/// What a task's reads tell their sources to: see ``ReadSourceObserver/current``.
///
/// It wraps the closure in a value of its own: a task-local whose value is an optional closure
/// crashes programs built with optimization by Swift 6.3.
public struct ReadSourceObserver: Sendable {
  private let observe: @Sendable (ReadSource) -> Void

  public init(_ observe: @escaping @Sendable (ReadSource) -> Void) {
    self.observe = observe
  }

  public func callAsFunction(_ source: ReadSource) {
    observe(source)
  }
}

extension ReadSourceObserver {
  /// Told the source of each read of the current task, by clients that store answers; `nil`,
  /// the default, observes nothing.
  @TaskLocal public static var current: ReadSourceObserver?
}
