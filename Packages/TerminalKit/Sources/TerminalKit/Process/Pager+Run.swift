#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Pager {
  /// Shows `text` through the pager, run as a child process (`/bin/sh -c <command>`) reading
  /// from a pipe and writing to the terminal the program inherited, and waits for it to exit.
  /// Returns false when the pager could not be started (no `/bin/sh`, or the command not found
  /// or not runnable), so that the caller prints the text itself.
  public func run(_ text: String) -> Bool {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return false }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    for descriptor in [readEnd, writeEnd] {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    guard let pid = ShellProcess.spawn(["-c", command], environment: environment, input: readEnd)
    else {
      close(readEnd)
      close(writeEnd)
      return false
    }
    close(readEnd)

    // While the pager runs, Ctrl-C is the pager's (less uses it to stop a search), not ours.
    let previousInterruptAction = signal(SIGINT, SIG_IGN)
    let previousPipeAction = signal(SIGPIPE, SIG_IGN)
    writeAll(text, to: writeEnd)
    close(writeEnd)
    signal(SIGPIPE, previousPipeAction)
    let termination = ShellProcess.wait(for: pid)
    signal(SIGINT, previousInterruptAction)
    return termination != .exited(126) && termination != .exited(127)
  }
}
