import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGTERM`, `SIGHUP` and `SIGQUIT` (Ctrl-\), which end the program after it tidies the
/// terminal.
public enum TerminationSignals {
  public static let signals = [SIGTERM, SIGHUP, SIGQUIT]

  /// From now on, on `SIGTERM`, `SIGHUP` or `SIGQUIT` restores the terminal if a
  /// ``FullScreenTerminal`` or a ``LineEditor`` changed it, calls `tidy` (to erase the spinner's
  /// line), then ends the process: with that signal, as its default action would, so that the
  /// parent sees the usual status; on `SIGQUIT`, whose default action dumps core, with status 131
  /// (128 + `SIGQUIT`) instead.
  /// `SIGQUIT` is taken from the Swift runtime's backtracer, which would print a crash report
  /// and let the program run on; the crash signals keep it.
  public static func observe(tidying tidy: @escaping @Sendable () -> Void) {
    for signalNumber in signals {
      // The observer observes until cancelled, here as long as the process runs.
      _ = SignalObserver(signal: signalNumber) {
        if let handler = takeover.handler {
          handler(signalNumber)
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
  private static let takeover = Takeover()

  /// Until the returned closure is called, calls `handler` on any of ``signals`` instead of
  /// ending the process, for a command that stops on its own terms, such as a server.
  public static func handle(with handler: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    handle(naming: { _ in handler() })
  }

  /// Until the returned closure is called, calls `handler` with the signal's number on any of
  /// ``signals`` instead of ending the process, for a program that finishes its work first and
  /// then ends with ``end(by:)``.
  public static func handle(
    naming handler: @escaping @Sendable (Int32) -> Void
  ) -> @Sendable () -> Void {
    takeover.handler = handler
    return { takeover.handler = nil }
  }

  /// Restores the terminal if a ``FullScreenTerminal`` or a ``LineEditor`` changed it, then ends
  /// the process as `signalNumber`, one of ``signals``, would: with the signal's default action,
  /// or with status 131 for `SIGQUIT`.
  public static func end(by signalNumber: Int32) -> Never {
    FullScreenTerminal.restore()
    LineEditor.restoreTerminal()
    end(with: signalNumber)
  }

  /// The handler that takes the signals over, behind a lock.
  private final class Takeover: Sendable {
    private let current = Mutex<(@Sendable (Int32) -> Void)?>(nil)

    var handler: (@Sendable (Int32) -> Void)? {
      get { current.withLock { $0 } }
      set { current.withLock { $0 = newValue } }
    }
  }

  /// Ends the process with `signalNumber`'s default action, or with status 131 for `SIGQUIT`.
  private static func end(with signalNumber: Int32) -> Never {
    if signalNumber == SIGQUIT {
      exit(128 + signalNumber)
    }
    takeDefaultAction(of: signalNumber)
    raise(signalNumber)
    exit(128 + signalNumber)
  }
}
