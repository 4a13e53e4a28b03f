import Features
import Synchronization

/// The last exchanges of a browser with its server, each request with the whole answer it got,
/// so that a failure can show what the server said (``AnswerDetails``): the newest
/// ``capacity``, the successful ones given up first, of which only the newest keeps its body
/// (the one a reader refused, when one was), so that what is kept stays small whatever the
/// lists read.
public final class AnswerLog: Sendable {
  private let kept = Mutex<[RecordedExchange]>([])

  /// How many exchanges are kept.
  public static let capacity = 8
  /// The most bytes of an answer's body kept: what the log holds stays under
  /// ``capacity`` times this, whatever a server sends.
  public static let bodyLimit = 1 << 20

  public init() {}

  /// What the session's requests tell the log, as `ExchangeRecorder.current`.
  public var recorder: ExchangeRecorder {
    ExchangeRecorder { [self] exchange in keep(exchange) }
  }

  /// Keeps `exchange`, the newest, its body cut at ``bodyLimit``, dropping the body of every
  /// successful exchange before it, and beyond ``capacity`` the oldest successful one (else
  /// the oldest).
  public func keep(_ exchange: RecordedExchange) {
    kept.withLock { exchanges in
      for index in exchanges.indices where (exchanges[index].status ?? 0) < 400 {
        exchanges[index].body = nil
      }
      exchanges.append(exchange.keepingBody(upTo: Self.bodyLimit))
      while exchanges.count > Self.capacity {
        // The answers that went wrong stay longest: the pages read after a refusal do not
        // push it out.
        exchanges.remove(at: exchanges.firstIndex { ($0.status ?? 0) < 400 } ?? 0)
      }
    }
  }

  /// The exchanges kept, the newest last.
  public var exchanges: [RecordedExchange] {
    kept.withLock { $0 }
  }

  /// The exchange behind `failure` among `exchanges` (the newest last): the newest of the
  /// request it names (`GET http://…/books`), when it names one there; else the newest.
  public static func exchange(behind failure: LoadFailure?, in exchanges: [RecordedExchange])
    -> RecordedExchange?
  {
    let named = failure?.networkError?.request.map { "\($0)" }
    return named.flatMap { line in exchanges.last { $0.request.startLine == line } }
      ?? exchanges.last
  }
}
