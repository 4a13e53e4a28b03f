// Runs the app binary repeatedly for each case and reports the median wall time and the peak
// memory, failing when a median misses its target. Built with the other files here and run by Scripts/bench.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

struct Case {
  var arguments: [String]
  /// The sample API's simulated latency: one round trip.
  var latency: Duration
  /// The most round trips the median may take beyond a bare process start; `nil` to report the
  /// time only.
  var roundTrips: Double?
  var why: String
}

let cases = [
  Case(
    arguments: ["posts", "--sample", "--latency", "200ms"], latency: .milliseconds(200),
    roundTrips: 1.5, why: "/posts and /users overlap: one round trip"),
  Case(
    arguments: ["post", "7", "--sample", "--latency", "200ms"], latency: .milliseconds(200),
    roundTrips: 1.5, why: "the post with its author and the comments overlap: one round trip"),
  Case(
    arguments: ["user", "1", "--sample", "--latency", "200ms"], latency: .milliseconds(200),
    roundTrips: 1.5, why: "the user, albums and todos overlap: one round trip"),
  Case(
    arguments: ["photos", "--album", "1", "--sample"], latency: .zero,
    roundTrips: nil, why: "an album's 50 photos"),
  Case(
    arguments: ["photos", "--sample"], latency: .zero,
    roundTrips: nil, why: "all 5000 photos"),
  Case(
    arguments: ["photos", "--sample", "--json"], latency: .zero,
    roundTrips: nil, why: "all 5000 photos as JSON"),
]

struct Measurement {
  var wallTime: Duration
  var cpuTime: Duration
  var peakMemoryKiB: Int
  var status: Int32
  /// Whether the run was killed after `runLimit`.
  var killed: Bool
}

/// Every run is killed after this long.
let runLimit = Duration.seconds(20)

/// Runs `binary` with `arguments`, its output to /dev/null, killed after `runLimit`; in a
/// process group of its own when `inOwnGroup`, which is killed whole.
func measure(_ binary: String, _ arguments: [String], inOwnGroup: Bool = false) throws
  -> Measurement
{
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

  let clock = ContinuousClock()
  let start = clock.now
  guard let pid = spawn(binary, arguments, actions: &actions, inOwnGroup: inOwnGroup) else {
    throw POSIXError(.ENOENT)
  }
  var status: Int32 = 0
  var usage = rusage()
  var killed = false
  while wait4(pid, &status, WNOHANG, &usage) == 0 {
    if !killed && clock.now - start > runLimit {
      kill(inOwnGroup ? -pid : pid, SIGKILL)
      killed = true
    }
    usleep(1000)
  }
  return Measurement(usage: usage, status: status, wallTime: clock.now - start, killed: killed)
}

extension Measurement {
  /// What a run took that lasted `wallTime` and ended with `status`, using `usage`, as
  /// `wait4` reports them.
  init(usage: rusage, status: Int32, wallTime: Duration, killed: Bool) {
    let cpu =
      Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    self.init(
      wallTime: wallTime, cpuTime: cpu, peakMemoryKiB: usage.ru_maxrss,
      // A run ended by a signal is 128 and its number, as a shell says it, never 0.
      status: status & 0x7f != 0 ? 128 + status & 0x7f : (status >> 8) & 0xff, killed: killed)
  }
}

/// Starts `binary` with `arguments` and the file actions `actions`, in a process group of its
/// own when `inOwnGroup`; its process id, or `nil` when it could not start.
func spawn(
  _ binary: String, _ arguments: [String], actions: inout posix_spawn_file_actions_t,
  inOwnGroup: Bool
) -> pid_t? {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  if inOwnGroup {
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
  }
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, binary, &actions, &attributes, argv, environ) == 0 else { return nil }
  return pid
}

func milliseconds(_ duration: Duration) -> String {
  String(format: "%.0f ms", seconds(duration) * 1000)
}

/// Runs `arguments` once to warm up, then `runs` times.
func measureRuns(_ binary: String, _ arguments: [String], runs: Int) throws -> [Measurement] {
  _ = try measure(binary, arguments)
  return try (0..<runs).map { _ in try measure(binary, arguments) }
}

/// The middle value of `values`, which is not empty.
func median(_ values: [Duration]) -> Duration {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
guard arguments.count == 13, let runs = Int(arguments[2]), runs > 0 else {
  FileHandle.standardError.write(
    Data(
      ("usage: benchmark APP_BINARY RUNS GZIP_BOMB FOUNDATION_START FOUNDATION_START_STATIC "
        + "SERVE_FLOOR WRK_OR_EMPTY JQ_OR_EMPTY GNU_TIME_OR_EMPTY JSON_SERVER_OR_EMPTY "
        + "REFERENCE_APP NGINX_OR_EMPTY\n").utf8))
  exit(64)
}
let binary = arguments[1]
// BENCH_CASES=serve runs the serve cases (and the fair share) alone, BENCH_CASES=fair-share
// the fair share alone, BENCH_CASES=lists the list cases, BENCH_CASES=get the app get cases,
// BENCH_CASES=cache-size the cases of 20,000 stored answers, BENCH_CASES=upload the upload case,
// BENCH_CASES=download the download cases.
switch ProcessInfo.processInfo.environment["BENCH_CASES"] {
case "serve":
  let served = runServeCases(
    binary, floorBinary: arguments[6], wrk: arguments[7], jsonServer: arguments[10],
    nginx: arguments[12])
  exit(runFairShareCase(binary) && served ? 0 : 1)
case "fair-share":
  exit(runFairShareCase(binary) ? 0 : 1)
case "lists":
  exit(runListCases(binary, jq: arguments[8], time: arguments[9], runs: runs) ? 0 : 1)
case "get":
  exit(runGetCases(binary, jq: arguments[8], time: arguments[9], runs: runs) ? 0 : 1)
case "cache-size":
  exit(runCacheSizeCases(binary, runs: runs) ? 0 : 1)
case "upload":
  exit(runUploadCases(binary, runs: runs) ? 0 : 1)
case "download":
  exit(runDownloadCases(binary, time: arguments[9], runs: runs) ? 0 : 1)
default:
  break
}

let floorRuns = try measureRuns(binary, ["--version"], runs: runs)
let startFloor = median(floorRuns.map(\.wallTime))
let memoryFloor = floorRuns.map(\.peakMemoryKiB).max() ?? 1
print(
  "app benchmark: \(runs) runs per case; floors: a bare start (app --version) takes "
    + "\(milliseconds(startFloor)) and \(memoryFloor / 1024) MiB; one round trip is the latency\n")
print(
  cell("command", 42) + cell("median", 9) + cell("min", 9) + cell("max", 9)
    + cell("figure", 28) + cell("peak mem", 18) + cell("target", 14))
/// `BENCH_ONLY=browse` (or `BENCH_CASES=browse`) measures the floors and then only the cases
/// of `app browse`.
let onlyBrowse =
  ProcessInfo.processInfo.environment["BENCH_ONLY"] == "browse"
  || ProcessInfo.processInfo.environment["BENCH_CASES"] == "browse"
var failed = false
for benchmark in cases where !onlyBrowse {
  let results = try measureRuns(binary, benchmark.arguments, runs: runs)
  let times = results.map(\.wallTime).sorted()
  let middle = median(times)
  let peak = results.map(\.peakMemoryKiB).max() ?? 0
  let figure: String
  let ok: Bool
  if let limit = benchmark.roundTrips, benchmark.latency > .zero {
    let trips = seconds(middle - startFloor) / seconds(benchmark.latency)
    figure = String(format: "%.2f round trips + start", trips)
    ok = trips <= limit && results.allSatisfy { $0.status == 0 }
  } else {
    figure = String(format: "%.1fx a bare start", seconds(middle) / seconds(startFloor))
    ok = results.allSatisfy { $0.status == 0 }
  }
  failed = failed || !ok
  print(
    cell("app " + benchmark.arguments.joined(separator: " "), 42) + cell(milliseconds(middle), 9)
      + cell(milliseconds(times[0]), 9) + cell(milliseconds(times[times.count - 1]), 9)
      + cell(figure, 28)
      + cell(
        String(
          format: "%d MiB = %.1fx", peak / 1024, Double(peak) / Double(max(memoryFloor, 1))),
        18)
      + cell(benchmark.roundTrips.map { String(format: "<= %.1f trips", $0) } ?? "-", 14)
      + (ok ? "ok" : "MISSED") + "  (\(benchmark.why))")
}
if !onlyBrowse {
  failed = !runNetworkCases(binary, gzipBomb: arguments[3]) || failed
}
failed =
  !runBrowseCases(
    binary, startFloor: startFloor, memoryFloorKiB: memoryFloor, reference: arguments[11])
  || failed
failed = !runSearchCases(binary, startFloor: startFloor) || failed
if !onlyBrowse {
  failed =
    !runCacheCases(
      binary, foundationStarts: (arguments[4], arguments[5]), appStart: startFloor, runs: runs)
    || failed
  failed = !runCacheSizeCases(binary, runs: runs) || failed
  failed = !runUploadCases(binary, runs: runs) || failed
  failed = !runDownloadCases(binary, time: arguments[9], runs: runs) || failed
  failed =
    !runServeCases(
      binary, floorBinary: arguments[6], wrk: arguments[7], jsonServer: arguments[10],
      nginx: arguments[12])
    || failed
  failed = !runFairShareCase(binary) || failed
  // Last: its server's bodies grow this process, whose size a spawned child's peak can include.
  failed = !runListCases(binary, jq: arguments[8], time: arguments[9], runs: runs) || failed
  failed = !runGetCases(binary, jq: arguments[8], time: arguments[9], runs: runs) || failed
}
exit(failed ? 1 : 0)
