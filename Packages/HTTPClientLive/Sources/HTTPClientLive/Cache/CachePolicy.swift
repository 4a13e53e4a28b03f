/// How a person wants a ``ResponseCache`` used, on top of the server's freshness rules.
public struct CachePolicy: Sendable, Hashable {
  /// Stored answers up to this age are used without asking the server, however the server
  /// marked them (`--max-age`); `nil` leaves it to the server.
  public var maximumAge: Duration?
  /// Every stored answer is revalidated before use, whatever its age (pull-to-refresh,
  /// `--refresh`).
  public var revalidatesEverything: Bool
  /// The network is never used: stored answers of any age are used, and a read with none, or
  /// a write, fails with `NetworkError.notStored(request:)` without being sent (`--offline`).
  public var isOffline: Bool

  /// Creates a policy; by default the server's freshness rules alone decide.
  public init(
    maximumAge: Duration? = nil, revalidatesEverything: Bool = false, isOffline: Bool = false
  ) {
    self.maximumAge = maximumAge
    self.revalidatesEverything = revalidatesEverything
    self.isOffline = isOffline
  }
}
