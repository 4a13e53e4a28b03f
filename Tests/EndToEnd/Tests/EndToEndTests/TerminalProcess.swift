import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of `app` on a pseudo-terminal wrote to the terminal, and how it exited.
struct TerminalResult: Sendable {
  /// The exit status, or `nil` when the process did not exit by itself (killed by a signal,
  /// or after the time limit).
  var status: Int32?
  /// The signal that ended the process, or `nil` when it exited by itself or was still running
  /// at the time limit.
  var terminatingSignal: Int32?
  /// Everything written to the terminal (standard output and standard error together), with
  /// the terminal's `\r\n` line ends turned back into `\n`.
  var output: String
}

/// The `app` binary running with the slave side of a new pseudo-terminal as its standard
/// input, output and error, so that it sees a real terminal of a chosen size.
///
/// A reader thread drains the master side until every copy of the slave is closed. Each wait
/// ends on an event (output, the program's exit) or at ``HangGuard``, which kills the program
/// and fails the test with the screen as it is, so a hanging program cannot hang the suite.
final class TerminalProcess: Sendable {
  /// The process id, for sending signals.
  let pid: pid_t
  /// The terminal's modes before the program started.
  let initialModes: termios
  private let master: Int32
  private let cacheHome: ScratchCacheHome
  private struct State {
    var columns: Int
    var rows: Int
    var data = Data()
    var searchStart = 0
    var isDrained = false
    var closesWhenDrained = false
    var isClosed = false
    var result: TerminalResult?
  }

  private let state: Mutex<State>
  // Semaphores: the tests are synchronous, and their threads block until the reader brings
  // more, or ends.
  private let arrived = DispatchSemaphore(value: 0)
  private let drained = DispatchSemaphore(value: 0)

  /// `ptsname` returns a shared buffer, so tests running in parallel take turns.
  private static let nameLock = Mutex(())

  /// Starts `app` (or another program of the build, `binary`) with `arguments` on a terminal
  /// of `columns` × `rows`.
  ///
  /// The environment is the test's, without the variables the app reads (`APP_BASE_URL`,
  /// `COLUMNS`, `LINES`, `NO_COLOR`, `APP_PAGER`, `VISUAL`, `EDITOR`), with
  /// `TERM=xterm-256color` and `PAGER=cat` (no pager), and a cache folder of its own
  /// (`XDG_CACHE_HOME`), and then `environment` on top.
  static func start(
    _ arguments: [String],
    environment: [String: String] = [:],
    columns: UInt16 = 80,
    rows: UInt16 = 24,
    binary: URL = AppProcess.binary,
    sourceLocation: SourceLocation = #_sourceLocation,
    shellCommand: ((String) -> [String])? = nil
  ) throws -> TerminalProcess {
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "no \(binary.lastPathComponent) binary at \(binary.path): run 'make test', or set APP_BINARY",
      sourceLocation: sourceLocation
    )
    var processEnvironment = ProcessInfo.processInfo.environment
    for name in ["APP_BASE_URL", "COLUMNS", "LINES", "NO_COLOR", "APP_PAGER", "VISUAL", "EDITOR"] {
      processEnvironment[name] = nil
    }
    processEnvironment["TERM"] = "xterm-256color"
    processEnvironment["PAGER"] = "cat"
    let cacheHome = ScratchCacheHome()
    processEnvironment = cacheHome.environment(processEnvironment, overrides: environment)

    let library = try #require(PseudoTerminalLibrary.shared, sourceLocation: sourceLocation)
    let master = library.openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw POSIXError(.ENOTTY) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    guard library.grant(master) == 0, library.unlock(master) == 0,
      let slavePath = slaveName(of: master, library: library)
    else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    defer { close(slave) }

    var modes = termios()
    _ = tcgetattr(slave, &modes)
    let command = shellCommand.map { ["/usr/bin/setsid", "--ctty"] + $0(binary.path) }
    let pid = try spawn(
      command?.first ?? binary.path, arguments: command.map { Array($0.dropFirst()) } ?? arguments,
      environment: processEnvironment, terminal: slave, newGroup: shellCommand == nil)
    return TerminalProcess(
      pid: pid, master: master, columns: Int(columns), rows: Int(rows), modes: modes,
      cacheHome: cacheHome)
  }

  /// Starts an interactive `shell`, with job control, as the session leader of a new terminal
  /// (which becomes its controlling terminal), running `app` with `arguments` as a foreground
  /// job, then `read` and `fg`: when the app stops, the shell waits for a line, then continues
  /// the app in the foreground as a person at a shell would.
  static func startUnderInteractiveShell(
    _ arguments: [String], shell: InteractiveShell = .bash,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalProcess {
    try start(
      arguments, environment: ["HISTFILE": "/dev/null", "PS1": "$ "],
      sourceLocation: sourceLocation
    ) { binary in
      let command = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
      return [shell.rawValue] + shell.options + ["-i", "-c", "\(command); read -r line; fg"]
    }
  }

  /// The first child of the process, such as the job an interactive shell runs; `nil` when it
  /// has none.
  var childPID: pid_t? {
    let path = "/proc/\(pid)/task/\(pid)/children"
    let children = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return children.split(separator: " ").first.flatMap { pid_t($0) }
  }

  /// The state letter of process `pid`'s first thread in `/proc` (`R`, `S`, `T` when stopped);
  /// `nil` when it is gone.
  static func state(of pid: pid_t) -> Character? {
    state(at: "/proc/\(pid)/stat")
  }

  /// Whether every thread of process `pid` is stopped, so that none of its code runs until it
  /// is continued. The first thread alone may be stopped while others still run.
  static func isStopped(_ pid: pid_t) -> Bool {
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return !threads.isEmpty
      && threads.allSatisfy { state(at: "/proc/\(pid)/task/\($0)/stat") == "T" }
  }

  /// Waits until process `job` is stopped (``isStopped(_:)``); false, with the program killed,
  /// when it is not by ``HangGuard``. Nothing signals a stop to this process, so `/proc` is read
  /// again whenever output arrives, and every 50 ms besides.
  func waitUntilStopped(_ job: pid_t) -> Bool {
    let deadline = HangGuard.deadline
    while !Self.isStopped(job) {
      guard Date() < deadline else {
        giveUp()
        return false
      }
      _ = arrived.wait(timeout: .now() + 0.05)
    }
    return true
  }

  private static func state(at statPath: String) -> Character? {
    guard let stat = try? String(contentsOfFile: statPath, encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[end...].dropFirst().first { $0 != " " }
  }

  /// The terminal's modes now, as `tcgetattr` reads them.
  var modes: termios {
    var modes = termios()
    _ = tcgetattr(master, &modes)
    return modes
  }

  /// Whether `modes` are the modes the terminal had before the program started.
  func hasInitialModes(_ modes: termios) -> Bool {
    var initial = initialModes
    var current = modes
    return withUnsafeBytes(of: &initial) { initialBytes in
      withUnsafeBytes(of: &current) { $0.elementsEqual(initialBytes) }
    }
  }

  private init(
    pid: pid_t, master: Int32, columns: Int, rows: Int, modes: termios,
    cacheHome: ScratchCacheHome
  ) {
    self.pid = pid
    self.master = master
    state = Mutex(State(columns: columns, rows: rows))
    initialModes = modes
    self.cacheHome = cacheHome
    Thread.detachNewThread { [self] in drain() }
  }

  /// Gives the terminal a new size and tells the program, as a terminal window does.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    state.withLock { state in
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      state.columns = Int(columns)
      state.rows = Int(rows)
    }
    // The program has no controlling terminal here, so the kernel would not signal it.
    kill(pid, SIGWINCH)
  }

  /// The screen as everything written so far draws it, at the terminal's current size.
  var screen: TerminalScreen {
    state.withLock { state in
      var screen = TerminalScreen(columns: state.columns, rows: state.rows)
      screen.interpret(String(decoding: state.data, as: UTF8.self))
      return screen
    }
  }

  /// Waits until the screen satisfies `condition`, checked again each time output arrives, and
  /// returns it; `nil`, with the program killed, when it does not by ``HangGuard``.
  func waitForScreen(_ condition: (TerminalScreen) -> Bool) -> TerminalScreen? {
    let deadline = HangGuard.deadline
    while true {
      let screen = self.screen
      if condition(screen) { return screen }
      if isDrained {
        // No more output can come: the screen is final.
        return nil
      }
      guard Date() < deadline else {
        giveUp()
        return nil
      }
      _ = arrived.wait(timeout: .now() + 0.05)
    }
  }

  /// Waits until the screen satisfies `condition` and returns it; when it never does, fails
  /// the test with `what` and the screen as it is.
  func requireScreen(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    let screen = waitForScreen(condition)
    return try #require(
      screen, "\(what):\n\(self.screen.description)", sourceLocation: sourceLocation)
  }

  /// Types `text` on the terminal, as a user would.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Waits until the terminal has shown `text` after everything already waited for; false when
  /// the output ended without it, or, with the program killed, when it did not come by
  /// ``HangGuard``.
  func waitFor(_ text: String) -> Bool {
    let deadline = HangGuard.deadline
    let needle = Data(text.utf8)
    while true {
      let (found, ended): (Bool, Bool) = state.withLock { state in
        guard let range = state.data[state.searchStart...].range(of: needle) else {
          return (false, state.isDrained)
        }
        state.searchStart = range.upperBound
        return (true, false)
      }
      if found { return true }
      if ended { return false }
      guard Date() < deadline else {
        giveUp()
        return false
      }
      _ = arrived.wait(timeout: .now() + 0.05)
    }
  }

  /// Whether the reader has read the end of the output: the program and every process that
  /// shares its terminal have closed it.
  private var isDrained: Bool {
    state.withLock { $0.isDrained }
  }

  /// Kills the program, and every process of its group, which a wait gave up on at
  /// ``HangGuard``.
  private func giveUp() {
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
  }

  /// Sends `SIGINT`, as Ctrl-C does.
  func interrupt() {
    kill(pid, SIGINT)
  }

  /// Waits for the program to exit and its output to be read. When it has not by ``HangGuard``,
  /// fails the test with the screen as it is and kills the program. With `keepingTerminal`, the
  /// terminal stays open to read its ``modes``, until ``closeTerminal()``. Waiting again
  /// returns the first result.
  func wait(
    keepingTerminal: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) -> TerminalResult {
    if let result = state.withLock({ $0.result }) { return result }
    let finished = drained.wait(timeout: HangGuard.dispatchDeadline) == .success
    if !finished {
      Issue.record(
        "the program did not end in \(Int(HangGuard.seconds)) s:\n\(screen.description)",
        sourceLocation: sourceLocation)
      giveUp()
      // The terminal's every copy closes once the killed group is gone.
      _ = drained.wait(timeout: HangGuard.dispatchDeadline)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    if !keepingTerminal {
      closeTerminal()
    }
    let exitedNormally = status & 0x7F == 0
    let text = state.withLock { String(decoding: $0.data, as: UTF8.self) }
    let signalled = status & 0x7F != 0 && status & 0x7F != 0x7F
    let result = TerminalResult(
      status: finished && exitedNormally ? (status >> 8) & 0xFF : nil,
      terminatingSignal: finished && signalled ? status & 0x7F : nil,
      output: text.replacingOccurrences(of: "\r\n", with: "\n")
    )
    state.withLock { $0.result = result }
    return result
  }

  /// Closes the terminal that ``wait(keepingTerminal:sourceLocation:)`` kept open; later calls do
  /// nothing. While the reader still reads it, it is closed when the reader ends instead: a
  /// number closed under the reader could be another test's terminal by its next read.
  func closeTerminal() {
    state.withLock { state in
      if state.isDrained {
        if !state.isClosed { close(master) }
        state.isClosed = true
      } else {
        state.closesWhenDrained = true
      }
    }
  }

  /// Runs `app` on a terminal to the end.
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    columns: UInt16 = 80,
    rows: UInt16 = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalResult {
    try start(
      arguments, environment: environment, columns: columns, rows: rows,
      sourceLocation: sourceLocation
    ).wait(sourceLocation: sourceLocation)
  }

  /// Reads the master side until it reports the end: every copy of the slave is closed.
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      state.withLock { $0.data.append(contentsOf: buffer[0..<count]) }
      arrived.signal()
    }
    state.withLock { state in
      state.isDrained = true
      if state.closesWhenDrained, !state.isClosed {
        close(master)
        state.isClosed = true
      }
    }
    drained.signal()
  }

  private static func slaveName(of master: Int32, library: PseudoTerminalLibrary) -> String? {
    nameLock.withLock { _ in
      library.slaveName(master).map { String(cString: $0) }
    }
  }

  private static func spawn(
    _ path: String,
    arguments: [String],
    environment: [String: String],
    terminal: Int32,
    newGroup: Bool = true
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, terminal, descriptor)
    }
    // Other tests' pipes and sockets must not stay open in this child.
    _ = PseudoTerminalLibrary.shared?.addCloseFrom?(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGPIPE, SIGQUIT] {
      sigaddset(&defaults, signalNumber)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setpgroup(&attributes, 0)
    // Without a group of its own, `setsid` starts the new session in this very process.
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (newGroup ? POSIX_SPAWN_SETPGROUP : 0))
    )

    let argumentWords = [path] + arguments
    let environmentWords = environment.map { "\($0.key)=\($0.value)" }
    let argv: [UnsafeMutablePointer<CChar>?] = argumentWords.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environmentWords.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let result = argv.withUnsafeBufferPointer { argvBuffer in
      envp.withUnsafeBufferPointer { envpBuffer in
        guard let argv = argvBuffer.baseAddress, let envp = envpBuffer.baseAddress else {
          return EINVAL
        }
        return posix_spawn(&pid, path, &actions, &attributes, argv, envp)
      }
    }
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
    return pid
  }
}

/// The C library's pseudo-terminal functions, which its headers hide from Swift unless X/Open
/// extensions are asked for, looked up by name.
// Unchecked: C function pointers, which Swift does not mark Sendable, looked up once and never
// changed.
private struct PseudoTerminalLibrary: @unchecked Sendable {
  typealias DescriptorFunction = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  typealias CloseFromFunction =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  let openMaster: DescriptorFunction
  let grant: DescriptorFunction
  let unlock: DescriptorFunction
  let slaveName: NameFunction
  /// `posix_spawn_file_actions_addclosefrom_np`, from glibc 2.34 on.
  let addCloseFrom: CloseFromFunction?

  static let shared: PseudoTerminalLibrary? = {
    let handle = dlopen(nil, RTLD_NOW)
    guard let openMaster = dlsym(handle, "posix_openpt"), let grant = dlsym(handle, "grantpt"),
      let unlock = dlsym(handle, "unlockpt"), let slaveName = dlsym(handle, "ptsname")
    else { return nil }
    return PseudoTerminalLibrary(
      openMaster: unsafeBitCast(openMaster, to: DescriptorFunction.self),
      grant: unsafeBitCast(grant, to: DescriptorFunction.self),
      unlock: unsafeBitCast(unlock, to: DescriptorFunction.self),
      slaveName: unsafeBitCast(slaveName, to: NameFunction.self),
      addCloseFrom: dlsym(handle, "posix_spawn_file_actions_addclosefrom_np").map {
        unsafeBitCast($0, to: CloseFromFunction.self)
      }
    )
  }()
}
