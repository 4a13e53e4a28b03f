// The benchmark's cases for `app browse`, run on a pseudo-terminal: the time to the first full
// screen, the time from a key (and a click, a turn of the wheel) to the end of its redraw, the
// CPU used while idle, and the peak memory. Each figure is also given as a ratio against a bare
// start, measured in the same run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the browse cases, prints one line each, and returns whether all met their targets.
func runBrowseCases(
  _ binary: String, startFloor: Duration, memoryFloorKiB: Int, reference: String
) -> Bool {
  print("\nbrowse cases: app browse --sample on an 80x24 pseudo-terminal\n")
  let table = CaseTable(figureWidth: 62, targetWidth: 14)
  func report(_ name: String, _ figure: String, _ target: String, _ ok: Bool) {
    table.report(name, figure, target, ok, "")
  }
  let floor = seconds(startFloor)
  // The first full screen, the posts and their count in the status line: the median of five
  // programs, as every other first screen is measured, so that one slow start (the first of
  // the run, its files not yet cached) does not stand for all.
  let firstScreen = medianFirstScreen(
    binary, ["browse", "--sample"], showing: "of 100", runs: 5)
  report(
    "first full screen",
    firstScreen.map {
      String(
        format: "median of 5 %.0f ms = %.1fx a bare start", seconds($0) * 1000,
        seconds($0) / floor)
    } ?? "never drawn", "< 30 ms", firstScreen.map { $0 < .milliseconds(30) } ?? false)

  guard let run = BrowseRun(binary: binary, arguments: ["browse", "--sample"]),
    run.waitFor("of 100", limit: .seconds(10)) != nil
  else {
    report("app browse --sample", "could not start it on a pseudo-terminal", "-", false)
    return table.passed
  }

  // A key's redraw: the cursor moves down the 100 posts, loading pages as it goes. The status
  // line, the last row, is the end of each redraw.
  var redraws: [Duration] = []
  for _ in 0..<60 {
    guard let redraw = run.press("j", until: "\u{1B}[24;") else { break }
    redraws.append(redraw)
  }
  // One store holds every screen's state: the worst key, not only the median, must keep up
  // with a 60 Hz screen.
  if redraws.count == 60, let worst = redraws.max() {
    let middle = median(redraws)
    report(
      "a key to the end of its redraw",
      String(
        format: "60 keys: median %.2f ms = %.3fx a bare start, worst %.2f ms",
        seconds(middle) * 1000, seconds(middle) / floor, seconds(worst) * 1000),
      "worst < 16 ms", worst < .milliseconds(16))
  } else {
    report("key to the end of its redraw", "a redraw never came", "worst < 16 ms", false)
  }

  // The pages the keys asked for come meanwhile: a redraw of theirs taken for a click's would
  // have the next mouse event sent too soon, and two turns of the wheel, down and up, read
  // together move nothing and draw nothing.
  run.settle()
  reportMouseCases(run, floor: floor, report)

  // Idle: five seconds with nothing happening, after a second for the last page to arrive.
  _ = run.cpuTime(over: .seconds(1))
  let idle = run.cpuTime(over: .seconds(5))
  report(
    "CPU over 5 idle seconds",
    idle.map {
      String(format: "cpu %.3f s / wall 5 s = %.2f%% of a core", seconds($0), seconds($0) / 5 * 100)
    } ?? "could not read the CPU time", "< 1%", idle.map { seconds($0) / 5 < 0.01 } ?? false)

  let peak = run.quit()
  let floorMiB = Double(memoryFloorKiB) / 1024
  report(
    "peak memory",
    peak.map {
      String(
        format: "%.0f MiB = %.1fx a bare start (%.0f MiB)", Double($0) / 1024,
        Double($0) / Double(max(memoryFloorKiB, 1)), floorMiB)
    } ?? "did not quit", "< 60 MB", peak.map { $0 * 1024 < 60_000_000 } ?? false)

  reportJumpToTheEnd(binary, report)
  reportSortPath(binary, report)
  reportCompletionList(binary, report)
  reportFindInPage(binary, report)
  reportLargeResource(binary, report)
  reportLargeFeed(binary, reference: reference, report)
  return table.passed
}

/// `G` on the posts with 100 ms a round trip, once the first page of 50 has come: the posts left
/// are asked for at once, so the last post shows one round trip after the key. The median of
/// five runs, each a new program.
private func reportJumpToTheEnd(
  _ binary: String, _ report: (String, String, String, Bool) -> Void
) {
  let latency = Duration.milliseconds(100)
  var times: [Duration] = []
  for _ in 0..<5 {
    guard
      let run = BrowseRun(binary: binary, arguments: ["browse", "--sample", "--latency", "100ms"])
    else { break }
    defer { _ = run.quit() }
    guard run.waitFor("of 100", limit: .seconds(10)) != nil,
      run.waitForTheLastRow(toStartWith: " post 1 of 100 · 50 loaded", limit: .seconds(10)),
      let time = run.press("G", untilTheLastRowStartsWith: " post 100 of 100")
    else { break }
    times.append(time)
  }
  guard times.count == 5 else {
    report("G: every remaining page", "the last post never showed", "<= 1.5 trips", false)
    return
  }
  let trips = seconds(median(times)) / seconds(latency)
  report(
    "G: every remaining page",
    String(
      format: "median of 5 %.0f ms = %.2f round trips",
      seconds(median(times)) * 1000, trips),
    "<= 1.5 trips", trips <= 1.5)
}

/// `app` running on the slave side of a new pseudo-terminal of 80x24, read from the master.
final class BrowseRun {
  private let pid: pid_t
  private let master: Int32
  private var output: [UInt8] = []
  private var searchStart = 0
  /// The screen as the output so far draws it, and how much of the output it has had.
  private var screen = ScreenText(rows: 24, columns: 80)
  private var screenFed = 0
  private let rows = 24
  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant

  /// Whether the program runs in a process group of its own, which is killed whole.
  private let inOwnGroup: Bool

  init?(binary: String, arguments: [String], inOwnGroup: Bool = false) {
    let handle = dlopen(nil, RTLD_NOW)
    typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    guard let openSymbol = dlsym(handle, "posix_openpt"),
      let grantSymbol = dlsym(handle, "grantpt"),
      let unlockSymbol = dlsym(handle, "unlockpt"), let nameSymbol = dlsym(handle, "ptsname")
    else { return nil }
    let master = unsafeBitCast(openSymbol, to: DescriptorFunction.self)(O_RDWR | O_NOCTTY)
    guard master >= 0, unsafeBitCast(grantSymbol, to: DescriptorFunction.self)(master) == 0,
      unsafeBitCast(unlockSymbol, to: DescriptorFunction.self)(master) == 0,
      let name = unsafeBitCast(nameSymbol, to: NameFunction.self)(master)
    else { return nil }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { return nil }
    defer { close(slave) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, slave, descriptor)
    }
    posix_spawn_file_actions_addclose(&actions, master)
    started = clock.now
    guard let pid = spawn(binary, arguments, actions: &actions, inOwnGroup: inOwnGroup) else {
      return nil
    }
    self.pid = pid
    self.master = master
    self.inOwnGroup = inOwnGroup
  }

  /// Reads until `text` appears after what was found before; the time since the start, or
  /// `nil` after `limit`.
  func waitFor(_ text: String, limit: Duration) -> Duration? {
    let needle = Array(text.utf8)
    let deadline = clock.now + limit
    while clock.now < deadline {
      if let range = output[searchStart...].firstRange(of: needle) {
        searchStart = range.upperBound
        return clock.now - started
      }
      guard read(until: deadline) else { return nil }
    }
    return nil
  }

  /// Types `key` and returns the time until the screen's last row starts with `text`.
  func press(_ key: String, untilTheLastRowStartsWith text: String) -> Duration? {
    let pressed = clock.now
    _ = Array(key.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    guard waitForTheLastRow(toStartWith: text, limit: .seconds(5)) else { return nil }
    return clock.now - pressed
  }

  /// Reads until the screen's last row starts with `text`; false after `limit`.
  func waitForTheLastRow(toStartWith text: String, limit: Duration) -> Bool {
    waitForRow(rows - 1, toStartWith: text, limit: limit)
  }

  /// Types `key` and returns the time until the screen's row `row`, from 0, starts with `text`.
  func press(_ key: String, untilRow row: Int, startsWith text: String) -> Duration? {
    let pressed = clock.now
    _ = Array(key.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    guard waitForRow(row, toStartWith: text, limit: .seconds(5)) else { return nil }
    return clock.now - pressed
  }

  /// Reads until the screen's row `row`, from 0, starts with `text`; false after `limit`.
  func waitForRow(_ row: Int, toStartWith text: String, limit: Duration) -> Bool {
    let deadline = clock.now + limit
    while clock.now < deadline {
      screen.feed(output[screenFed...])
      screenFed = output.count
      if screen.line(row).hasPrefix(text) {
        return true
      }
      guard read(until: deadline) else { return false }
    }
    return false
  }

  /// Types `key` and returns the time until `text` is drawn.
  func press(_ key: String, until text: String) -> Duration? {
    searchStart = output.count
    let pressed = clock.now
    _ = Array(key.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    guard waitFor(text, limit: .seconds(5)) != nil else { return nil }
    return clock.now - pressed
  }

  /// Reads until the program has written nothing for `quiet`, at most `limit`: what it was
  /// still drawing (a page the keys asked for, come since) is then not taken for the redraw of
  /// the next key.
  func settle(quiet: Duration = .milliseconds(200), limit: Duration = .seconds(5)) {
    let deadline = clock.now + limit
    while clock.now < deadline {
      let before = output.count
      guard read(until: min(deadline, clock.now + quiet)) else { return }
      if output.count == before { return }
    }
  }

  /// The CPU time the program uses over `duration` while its output is drained.
  func cpuTime(over duration: Duration) -> Duration? {
    guard let before = processorTime() else { return nil }
    let deadline = clock.now + duration
    while clock.now < deadline {
      _ = read(until: deadline)
    }
    guard let after = processorTime() else { return nil }
    return after - before
  }

  /// Quits with `keys` and returns the peak memory in KiB, or `nil` when it did not end.
  func quit(keys: String = "q") -> Int? {
    _ = Array(keys.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    let deadline = clock.now + .seconds(5)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      guard clock.now < deadline else {
        kill(pid, SIGKILL)
        _ = wait4(pid, &status, 0, &usage)
        close(master)
        return nil
      }
      _ = read(until: min(deadline, clock.now + .milliseconds(50)))
    }
    close(master)
    return usage.ru_maxrss
  }

  /// Reads the output until the program ends, killing it `limit` after its start; what the run
  /// took.
  func finish(limit: Duration) -> Measurement {
    var status: Int32 = 0
    var usage = rusage()
    var killed = false
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      if !killed, clock.now - started > limit {
        kill(inOwnGroup ? -pid : pid, SIGKILL)
        killed = true
      }
      if !read(until: clock.now + .milliseconds(50)) {
        usleep(1000)
      }
    }
    close(master)
    return Measurement(
      usage: usage, status: status, wallTime: clock.now - started, killed: killed)
  }

  /// Waits for output until `deadline` and keeps it; false when the terminal closed.
  private func read(until deadline: ContinuousClock.Instant) -> Bool {
    let remaining = max(.zero, deadline - clock.now)
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(min(seconds(remaining) * 1000, 10_000))
    guard poll(&descriptor, 1, milliseconds) > 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = Glibc.read(master, &buffer, buffer.count)
    guard count > 0 else { return false }
    output += buffer[0..<count]
    return true
  }

  /// The program's user and system time so far, from `/proc`.
  private func processorTime() -> Duration? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    // After the name: state is field 3, utime 14 and stime 15.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return nil
    }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    return .seconds(Double(user + system) / ticks)
  }
}
