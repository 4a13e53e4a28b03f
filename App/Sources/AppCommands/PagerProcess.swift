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
    guard let pid = spawn(pager, input: readEnd) else {
      close(readEnd)
      close(writeEnd)
      return false
    }
    close(readEnd)

    // While the pager runs, Ctrl-C is the pager's (less uses it to stop a search), not ours.
    let previousInterruptAction = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previousInterruptAction) }
    let previousPipeAction = signal(SIGPIPE, SIG_IGN)
    write(text, to: writeEnd)
    close(writeEnd)
    signal(SIGPIPE, previousPipeAction)

    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return true }
    }
    // `sh` exits 127 when the command is not found and 126 when it cannot run it.
    let exitedNormally = status & 0x7F == 0
    let exitStatus = (status >> 8) & 0xFF
    return !(exitedNormally && (exitStatus == 126 || exitStatus == 127))
  }

  /// Starts `/bin/sh -c <command>` with `input` as its standard input, the default handling of
  /// the signals the program changed, and the pager's environment.
  private static func spawn(_ pager: Pager, input: Int32) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    for signalNumber in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP] {
      sigaddset(&defaultSignals, signalNumber)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    var noBlockedSignals = sigset_t()
    sigemptyset(&noBlockedSignals)
    posix_spawnattr_setsigmask(&attributes, &noBlockedSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argumentWords: [String] = ["/bin/sh", "-c", pager.command]
    let environmentWords: [String] = pager.environment.keys.sorted().map { key in
      "\(key)=\(pager.environment[key] ?? "")"
    }
    let arguments: [UnsafeMutablePointer<CChar>?] = argumentWords.map { strdup($0) }
    let environment: [UnsafeMutablePointer<CChar>?] = environmentWords.map { strdup($0) }
    defer {
      for pointer in arguments + environment { free(pointer) }
    }
    var pid = pid_t()
    let result = (arguments + [nil]).withUnsafeBufferPointer { argv in
      (environment + [nil]).withUnsafeBufferPointer { envp in
        guard let argv = argv.baseAddress, let envp = envp.baseAddress else { return EINVAL }
        return posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
      }
    }
    return result == 0 ? pid : nil
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
