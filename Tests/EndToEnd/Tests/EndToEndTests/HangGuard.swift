import Foundation

/// The one wall-clock bound of the end-to-end tests.
///
/// The tests wait for events: output arriving, the program exiting, a loopback server having
/// received a request. None waits for time to pass, and none decides that something did not
/// happen because it did not happen soon. This bound only ends a wait for a program that hangs:
/// a correct one gets there in a small part of it however loaded the machine is. Every helper
/// that waits uses it; when it passes, the helper fails the test with what the program showed so
/// far and kills the program.
enum HangGuard {
  /// How long any one wait lasts before the program is taken to hang.
  static let seconds: TimeInterval = 120

  /// The end of a wait that begins now, for `Date`-based waits.
  static var deadline: Date { Date().addingTimeInterval(seconds) }

  /// The end of a wait that begins now, for Dispatch waits.
  static var dispatchDeadline: DispatchTime { .now() + seconds }

  /// The value of `APP_TIMEOUT` in the program's environment: the longest `--timeout` there is,
  /// so that the program's own deadline never cuts short a test that is not about it. A test
  /// about the deadline passes `--timeout`, which wins.
  static let programTimeout = "3600s"
}
