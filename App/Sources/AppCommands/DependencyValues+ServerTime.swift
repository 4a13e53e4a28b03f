import Dependencies
import HTTPServer

extension DependencyValues {
  /// The time `app serve`'s connections are timed against: how long one may idle, or take to
  /// send a request.
  ///
  /// Live: the continuous clock. Test: a time that stands still, so that no connection of a
  /// test's server times out, however slow the machine.
  var serverTime: @Sendable () -> Duration {
    get { self[ServerTimeKey.self] }
    set { self[ServerTimeKey.self] = newValue }
  }
}

private enum ServerTimeKey: DependencyKey {
  static var liveValue: @Sendable () -> Duration { HTTPServerConfiguration.continuousTime }
  static var testValue: @Sendable () -> Duration { { .zero } }
}
