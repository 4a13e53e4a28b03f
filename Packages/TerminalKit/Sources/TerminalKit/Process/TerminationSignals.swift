import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGTERM` and `SIGHUP`, which end the program after it tidies the terminal.
public enum TerminationSignals {
  /// The signals observed.
  public static let signals = [SIGTERM, SIGHUP]

  /// From now on, on `SIGTERM` or `SIGHUP` restores the terminal if a ``FullScreenTerminal`` or
  /// a ``LineEditor`` changed it, calls `tidy` (to erase the spinner's line), then ends the process with that
  /// signal, as its default action would, so that the parent sees the usual status.
  public static func observe(tidying tidy: @escaping @Sendable () -> Void) {
    for signalNumber in signals {
      // The observer's signal source stays alive until cancelled, here as long as the process.
      _ = SignalObserver(signal: signalNumber) {
        FullScreenTerminal.restore()
        LineEditor.restoreTerminal()
        tidy()
        end(with: signalNumber)
      }
    }
  }

  /// Ends the process with `signalNumber`'s default action.
  private static func end(with signalNumber: Int32) -> Never {
    signal(signalNumber, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(signalNumber)
    exit(128 + signalNumber)
  }
}
