import Dependencies
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGTERM`, `SIGHUP` and `SIGQUIT` (Ctrl-\), which end the program after it tidies the
/// terminal.
public enum TerminationSignals {
  /// The signals observed.
  static let signals = [SIGTERM, SIGHUP, SIGQUIT]

  /// From now on, on `SIGTERM`, `SIGHUP` or `SIGQUIT` restores the terminal if `app browse` or a
  /// prompt changed it, calls `tidy` (to erase the spinner's line), then ends the process: with
  /// that signal, as its default action would, so that the parent sees the usual status; on
  /// `SIGQUIT`, whose default action dumps core, with status 131 (128 + `SIGQUIT`) instead.
  /// `SIGQUIT` is taken from the Swift runtime's backtracer, which would print a crash report
  /// and let the program run on; the crash signals keep it.
  public static func observe(tidying tidy: @escaping @Sendable () -> Void) {
    for signalNumber in signals {
      signal(signalNumber, SIG_IGN)
      // A signal source stays alive until cancelled; this one lasts as long as the process.
      _ = SignalObservation(signal: signalNumber) {
        if let handler = takeover.withLock({ $0 }) {
          handler()
          return
        }
        FullScreenTerminal.restore()
        LineEditor.restoreTerminal()
        tidy()
        end(with: signalNumber)
      }
    }
  }

  /// What runs instead of ending the process while a command handles the signals itself.
  private static let takeover = Locked<(@Sendable () -> Void)?>(nil)

  /// Until the returned closure is called, calls `handler` on any of ``signals`` instead of
  /// ending the process, for a command that stops on its own terms, such as `app serve`.
  static func handle(with handler: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    takeover.withLock { $0 = handler }
    return { takeover.withLock { $0 = nil } }
  }

  /// Ends the process with `signalNumber`'s default action, or with status 131 for `SIGQUIT`.
  private static func end(with signalNumber: Int32) -> Never {
    if signalNumber == SIGQUIT {
      exit(128 + signalNumber)
    }
    signal(signalNumber, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(signalNumber)
    exit(128 + signalNumber)
  }
}
