// The benchmark's list cases against a loopback server: lists of minimal records just under the
// default 16 MiB limit, with and without --json, live and from the cache, into a pipe and on a
// terminal. Each case's CPU time is a ratio to `jq . FILE > /dev/null` on the same posts,
// measured in the same run, and its peak memory is given against a bare start.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most CPU time a list case may take, as a multiple of jq's on the posts: 3 s when jq
/// takes 1 s, as it does on a 2-core Linux machine.
let listCPUTarget = 3.0
/// The most memory a list case may take at its peak, in MiB.
let listMemoryTarget = 150.0

/// Runs the list cases, `runs` times each, prints one line each, and returns whether all met
/// their targets: a median CPU time at most ``listCPUTarget`` times jq's (when `jq`, its path,
/// is not empty), every peak under ``listMemoryTarget``, and every run ending with 0.
func runListCases(_ binary: String, jq: String, time: String, runs: Int) -> Bool {
  let posts = 360_000
  let todos = 312_000
  print("\nlist cases: 360,000 posts and 312,000 to-dos of minimal records, just under 16 MiB\n")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-lists-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let postsFile = folder.appendingPathComponent("posts.json")
  let timeReport = folder.appendingPathComponent("time-report")
  var bodySize = 0
  do {
    let body = MinimalLists.body(for: "/posts", posts: posts, todos: todos)
    bodySize = body.count
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(body).write(to: postsFile)
  } catch {
    print("list cases: could not write \(postsFile.path): MISSED")
    return false
  }
  // The offline runs make no connection: the server must outlive them.
  guard let server = Server(.minimalLists(posts: posts, todos: todos), lifetime: 600),
    let floorRun = measureApp(
      binary, ["--version"], onTerminal: false, time: time, report: timeReport)
  else {
    print("list cases: the server or app --version did not start: MISSED")
    return false
  }
  defer { server.stop() }
  let start = mebibytes(floorRun.peakMemoryKiB)
  // Warmed up once, as every case is.
  let jqRuns =
    jq.isEmpty
    ? []
    : (0...runs).compactMap { index in
      measureApp(
        jq, [".", postsFile.path], onTerminal: false, time: time, report: timeReport
      ).flatMap { index > 0 && $0.status == 0 ? $0 : nil }
    }
  let jqCPU = jqRuns.isEmpty ? nil : seconds(median(jqRuns.map(\.cpuTime)))
  if let jqCPU {
    print(
      String(
        format: "floor: jq . posts.json > /dev/null (%.1f MiB): median CPU %.2f s, peak %.0f MiB; "
          + "a bare start of app: %.0f MiB\n", Double(bodySize) / 1_048_576, jqCPU,
        mebibytes(jqRuns.map(\.peakMemoryKiB).max() ?? 0), start))
  } else {
    print("floor: jq is missing, so CPU times are given in seconds and not checked\n")
  }

  let table = CaseTable(figureWidth: 60, targetWidth: 24)
  let target =
    (jqCPU == nil ? "" : String(format: "<= %.0fx jq, ", listCPUTarget))
    + String(format: "< %.0f MiB", listMemoryTarget)
  /// Reports `results` of `name`.
  func report(_ name: String, _ results: [Measurement]) {
    guard !results.isEmpty else {
      table.report(name, RunFailure.app.description, target, false, "")
      return
    }
    let cpu = seconds(median(results.map(\.cpuTime)))
    let peak = mebibytes(results.map(\.peakMemoryKiB).max() ?? 0)
    let ratio = jqCPU.map { cpu / $0 }
    let figure =
      String(format: "CPU %.2f s", cpu) + (ratio.map { String(format: " = %.2fx jq", $0) } ?? "")
      + String(format: ", peak %.0f MiB = %.1fx a start", peak, peak / start)
    let ok =
      (ratio.map { $0 <= listCPUTarget } ?? true) && peak < listMemoryTarget
      && results.allSatisfy { $0.status == 0 && !$0.killed }
    let slowest = results.map(\.wallTime).max() ?? .zero
    table.report(
      name, figure, target, ok,
      "\(results.count) runs, "
        + (results.first { $0.status != 0 || $0.killed }?.outcome ?? "exit 0")
        + String(format: ", slowest %.1f s", seconds(slowest)))
  }

  if time.isEmpty {
    print(
      "GNU time is missing: each peak includes this program's own (posix_spawn shares its "
        + "memory with the child until exec)\n")
  }
  let options = ["--no-pager", "--base-url", "http://127.0.0.1:\(server.port)"]
  /// One run of `arguments`, under GNU time when there is one.
  func run(_ arguments: [String], onTerminal terminal: Bool) -> Measurement? {
    measureApp(binary, arguments, onTerminal: terminal, time: time, report: timeReport)
  }
  var caseNumber = 0
  /// Each run of `arguments` in a cache of its own, empty, as a first use is; then each run
  /// offline from the last one's cache. `terminal` runs them on an 80x24 pseudo-terminal.
  func runCase(_ arguments: [String], onTerminal terminal: Bool = false) {
    caseNumber += 1
    let caches = folder.appendingPathComponent("case-\(caseNumber)")
    var live: [Measurement] = []
    for index in 0...runs {
      let cache = caches.appendingPathComponent("\(index)")
      try? FileManager.default.removeItem(at: caches.appendingPathComponent("\(index - 1)"))
      setenv("XDG_CACHE_HOME", cache.path, 1)
      // The first run warms up, as in the other cases, and is not counted.
      if let result = run(arguments + options, onTerminal: terminal), index > 0 {
        live.append(result)
      }
    }
    var offline: [Measurement] = []
    for _ in 0..<runs {
      if let result = run(arguments + ["--offline"] + options, onTerminal: terminal) {
        offline.append(result)
      }
    }
    unsetenv("XDG_CACHE_HOME")
    let name = "app " + arguments.joined(separator: " ") + (terminal ? " (80x24 terminal)" : "")
    report(name, live)
    report(name + " --offline", offline)
  }
  runCase(["posts"])
  runCase(["posts", "--json"])
  runCase(["posts"], onTerminal: true)
  runCase(["todos", "--json"])
  return table.passed
}

/// One run of `binary` with `arguments`, into /dev/null or on a pseudo-terminal; `nil` when it
/// could not start.
///
/// With `time`, the path of GNU time, the program runs under it, which writes the program's own
/// CPU time, peak memory and exit status to `report`: `wait4` would count in the peak of a
/// program this one starts the peak of this one, whose memory posix_spawn shares with the child
/// until it runs the program, and the list cases' server makes this one large.
func measureApp(
  _ binary: String, _ arguments: [String], onTerminal: Bool, time: String, report: URL
) -> Measurement? {
  guard !time.isEmpty else {
    guard onTerminal else { return try? measure(binary, arguments) }
    return BrowseRun(binary: binary, arguments: arguments)?.finish(limit: runLimit)
  }
  try? FileManager.default.removeItem(at: report)
  let timed = gnuTimeArguments(binary, arguments, report: report)
  let outer =
    onTerminal
    ? BrowseRun(binary: time, arguments: timed, inOwnGroup: true)?.finish(limit: runLimit)
    : try? measure(time, timed, inOwnGroup: true)
  guard var result = outer else { return nil }
  result.takeGNUTimeReport(report)
  return result
}

/// The bodies of ``Reply/minimalLists(posts:todos:)``.
enum MinimalLists {
  /// The body for a request to `target`: `posts` posts such as
  /// `{"userId":1,"id":7,"title":"","body":""}`, `todos` to-dos, one user, or `[]`.
  static func body(for target: String, posts: Int, todos: Int) -> [UInt8] {
    let path = target.split(separator: "?").first.map(String.init) ?? target
    switch path {
    case "/posts":
      return array(count: posts) { #"{"userId":1,"id":\#($0),"title":"","body":""}"# }
    case "/todos":
      return array(count: todos) { #"{"userId":1,"id":\#($0),"title":"","completed":false}"# }
    case "/users":
      return Array(
        (#"[{"id":1,"name":"N","username":"u","email":"e","address":{"street":"s","suite":"s","#
          + #""city":"c","zipcode":"z","geo":{"lat":"0","lng":"0"}},"phone":"p","website":"w","#
          + #""company":{"name":"c","catchPhrase":"p","bs":"b"}}]"#).utf8)
    default:
      return Array("[]".utf8)
    }
  }

  private static func array(count: Int, record: (Int) -> String) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    for id in 1...max(count, 1) {
      if id > 1 {
        bytes.append(UInt8(ascii: ","))
      }
      bytes += record(id).utf8
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }
}
