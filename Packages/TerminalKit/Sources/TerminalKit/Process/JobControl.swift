import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stopping the program as Ctrl-Z does, for a program that reads Ctrl-Z as a key.
enum JobControl {
  /// Stops the process group, as the terminal does for Ctrl-Z, and returns once this process is
  /// continued; at once when the system discards the stop, as it does in an orphaned process
  /// group.
  ///
  /// A signal sent to the whole process goes to any thread that does not block it, often not
  /// the calling one, which would run on until that thread stops the others, and could set the
  /// terminal's mode again after it was restored. So the rest of the group gets `SIGTSTP` while
  /// this process ignores it, and then the calling thread sends it to itself alone, which stops
  /// the process before `pthread_kill` returns.
  static func stopProcessGroup() {
    let previousAction = signal(SIGTSTP, SIG_IGN)
    kill(0, SIGTSTP)
    takeDefaultAction(of: SIGTSTP)
    pthread_kill(pthread_self(), SIGTSTP)
    signal(SIGTSTP, previousAction)
  }
}
