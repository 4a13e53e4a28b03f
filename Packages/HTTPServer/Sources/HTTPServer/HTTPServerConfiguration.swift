import Foundation

/// Where a server listens, and the limits it holds every client to.
public struct HTTPServerConfiguration: Sendable {
  /// The host to listen at: an address such as `127.0.0.1` (the default), `::1` or `0.0.0.0`,
  /// or a name such as `localhost`.
  public var host = "127.0.0.1"
  /// The port to listen at; 0 (the default) lets the system pick a free one, which
  /// ``HTTPServer/address`` reports.
  public var port = 0
  /// How many threads serve connections: each connection is served by one of them, from its
  /// first byte to its close, and the handler of its requests runs there. One per processor
  /// the system makes available, at most 8, by default; 0 or less is taken as 1. The limits
  /// below hold for all of them together.
  public var threads = HTTPServerConfiguration.defaultThreads
  /// The largest request head (request line and header fields) taken, and the largest trailer
  /// section after a chunked body; a larger one is answered with 431, even while it has not
  /// ended. 64 KiB by default.
  public var maximumHeadSize = 65_536
  /// The largest request body taken, whether sent whole or in chunks; a larger one is answered
  /// with 413. 10 MiB by default.
  public var maximumBodySize = 10 * 1_048_576
  /// How many connections are served at once; one more is answered with 503 and closed.
  public var maximumConnections = 256
  /// The most bytes of request bodies held at once, across every connection: received and not
  /// yet answered. A request whose body takes the total past it is answered with 503 and
  /// closed, so that many large uploads at once cannot exhaust memory. 128 MiB by default.
  public var maximumTotalBodySize = 128 * 1_048_576
  /// How long a connection may wait for its first request, or between requests, without sending
  /// a byte: a new connection is then answered with 408 and closed, and one that has been
  /// answered before is closed without an answer, which a client could take for the next one's.
  public var idleTimeout: Duration = .seconds(5)
  /// How long a client may take to send a whole request once it has started, and to take a
  /// response, before it is answered with 408 (when it was sending) and closed.
  public var requestTimeout: Duration = .seconds(30)
  /// The time on a monotonic clock, from any fixed origin, against which the timeouts run; tests
  /// pass a clock they advance and then call ``HTTPServer/checkTimeouts()``.
  public var now: @Sendable () -> Duration = HTTPServerConfiguration.continuousTime
  /// The wall-clock time, in whole seconds since 1970, that every answer's `Date` field names:
  /// the system's clock by default; a test of a client that reads `Date` passes one it sets.
  public var secondsSince1970: @Sendable () -> Int = DateField.systemSecondsSince1970

  /// Creates the default configuration: `127.0.0.1`, a free port, and the default limits.
  public init() {}

  /// Creates a configuration listening at `host` and `port`, with the default limits.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// One thread per processor the system makes available, at most 8.
  public static let defaultThreads = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)

  private static let origin = ContinuousClock.now

  /// The time elapsed on the continuous clock since the first use of the server.
  public static let continuousTime: @Sendable () -> Duration = { ContinuousClock.now - origin }
}
