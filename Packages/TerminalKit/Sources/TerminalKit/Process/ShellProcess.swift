#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Child processes run through `/bin/sh`, as a pager and a text editor are: started with the
/// default handling of the signals a terminal program changes and no signal blocked, and
/// waited for.
///
/// ```swift
/// if let pid = ShellProcess.spawn(["-c", "less"], environment: nil) {
///   _ = ShellProcess.wait(for: pid)
/// }
/// ```
public enum ShellProcess {
  /// The signals a child gets back with their default handling: those a terminal program
  /// ignores or catches (Ctrl-C, Ctrl-Z and the resumption after it, a resize, a closed pipe,
  /// termination).
  static let defaultedSignals = [
    SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGWINCH, SIGCONT, SIGTSTP,
  ]

  /// Starts `/bin/sh` with `arguments` (after `sh` itself), `input` as its standard input when
  /// given, and `environment`, or the program's own when `nil`. Returns the process id, or
  /// `nil` when it could not be started.
  public static func spawn(
    _ arguments: [String], environment: [String: String]?, input: Int32? = nil
  ) -> pid_t? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
    }

    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    for signalNumber in defaultedSignals {
      sigaddset(&defaultSignals, signalNumber)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    var noBlockedSignals = sigset_t()
    sigemptyset(&noBlockedSignals)
    posix_spawnattr_setsigmask(&attributes, &noBlockedSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argumentWords = ["/bin/sh"] + arguments
    let arguments: [UnsafeMutablePointer<CChar>?] = argumentWords.map { strdup($0) }
    let environmentWords = environment.map { environment in
      environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
    }
    let ownEnvironment: [UnsafeMutablePointer<CChar>?]? = environmentWords?.map { strdup($0) }
    defer {
      for pointer in arguments + (ownEnvironment ?? []) { free(pointer) }
    }
    var pid = pid_t()
    let result = (arguments + [nil]).withUnsafeBufferPointer { argv in
      guard let argv = argv.baseAddress else { return EINVAL }
      guard let ownEnvironment else {
        return posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
      }
      return (ownEnvironment + [nil]).withUnsafeBufferPointer { envp in
        guard let envp = envp.baseAddress else { return EINVAL }
        return posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
      }
    }
    return result == 0 ? pid : nil
  }

  public enum Termination: Sendable, Hashable {
    /// It exited with this status; `sh` exits 127 when the command is not found and 126 when
    /// it cannot run it.
    case exited(Int32)
    case signalled(Int32)
    /// It could not be waited for.
    case unknown
  }

  /// Waits for the child `pid` to end, Ctrl-C being the child's meanwhile.
  public static func wait(for pid: pid_t) -> Termination {
    let previousInterruptAction = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previousInterruptAction) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .unknown }
    }
    let signalNumber = status & 0x7F
    return signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signalNumber)
  }
}
