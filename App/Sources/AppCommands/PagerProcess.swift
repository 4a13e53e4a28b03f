import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``Pager`` as a child process: `/bin/sh -c <command>`, reading the text from a pipe and
/// writing to the terminal the program inherited.
///
/// This is operating-system wiring, so it lives with the app rather than in a package: the
/// decision of whether and what to page is ``Pager``'s.
enum PagerProcess {
  /// Shows `text` through `pager` and waits for the pager to exit. Returns false when the pager
  /// could not be started (no `/bin/sh`, or the command not found or not runnable), so that the
  /// caller prints the text itself.
  static func run(_ pager: Pager, text: String) -> Bool {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return false }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    for descriptor in [readEnd, writeEnd] {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    guard
      let pid = ShellProcess.spawn(
        ["-c", pager.command], environment: pager.environment, input: readEnd)
    else {
      close(readEnd)
      close(writeEnd)
      return false
    }
    close(readEnd)

    // While the pager runs, Ctrl-C is the pager's (less uses it to stop a search), not ours.
    let previousInterruptAction = signal(SIGINT, SIG_IGN)
    let previousPipeAction = signal(SIGPIPE, SIG_IGN)
    write(text, to: writeEnd)
    close(writeEnd)
    signal(SIGPIPE, previousPipeAction)
    let termination = ShellProcess.wait(for: pid)
    signal(SIGINT, previousInterruptAction)
    return termination != .exited(126) && termination != .exited(127)
  }

  /// Writes all of `text` to `descriptor`, or as much as the reader takes before it goes away.
  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
