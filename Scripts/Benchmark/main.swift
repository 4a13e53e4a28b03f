// Runs the app binary repeatedly for each case and reports the median wall time and the peak
// memory, failing when a median misses its target. Built with the other files here and run by Scripts/bench.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

struct Case {
  var arguments: [String]
  var latency: String
  /// The median must stay under it; `nil` to report the time only.
  var target: Duration?
  var why: String
}

let cases = [
  Case(
    arguments: ["posts", "--sample", "--latency", "200ms"], latency: "200ms",
    target: .milliseconds(300), why: "/posts and /users overlap: one round trip"),
  Case(
    arguments: ["post", "7", "--sample", "--latency", "200ms"], latency: "200ms",
    target: .milliseconds(500), why: "post and comments overlap, then the author"),
  Case(
    arguments: ["user", "1", "--sample", "--latency", "200ms"], latency: "200ms",
    target: .milliseconds(300), why: "the user, albums and todos overlap: one round trip"),
  Case(
    arguments: ["photos", "--album", "1", "--sample"], latency: "0",
    target: nil, why: "an album's 50 photos"),
  Case(
    arguments: ["photos", "--sample"], latency: "0",
    target: nil, why: "all 5000 photos"),
  Case(
    arguments: ["photos", "--sample", "--json"], latency: "0",
    target: nil, why: "all 5000 photos as JSON"),
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

func measure(_ binary: String, _ arguments: [String]) throws -> Measurement {
  var pid: pid_t = 0
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

  let clock = ContinuousClock()
  let start = clock.now
  guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
    throw POSIXError(.ENOENT)
  }
  var status: Int32 = 0
  var usage = rusage()
  var killed = false
  while wait4(pid, &status, WNOHANG, &usage) == 0 {
    if !killed && clock.now - start > runLimit {
      kill(pid, SIGKILL)
      killed = true
    }
    usleep(10_000)
  }
  let elapsed = clock.now - start
  let cpu =
    Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
  return Measurement(
    wallTime: elapsed, cpuTime: cpu, peakMemoryKiB: usage.ru_maxrss,
    status: (status >> 8) & 0xff, killed: killed)
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
  return String(format: "%.0f ms", value)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[2]), runs > 0 else {
  FileHandle.standardError.write(Data("usage: benchmark APP_BINARY RUNS GZIP_BOMB\n".utf8))
  exit(64)
}
let binary = arguments[1]

print("app benchmark: \(runs) runs per case, median wall time against its target, if any\n")
print(
  "command                                   latency  median   min      max      peak mem  target   "
)
var failed = false
for benchmark in cases {
  _ = try measure(binary, benchmark.arguments)
  var results: [Measurement] = []
  for _ in 0..<runs {
    results.append(try measure(binary, benchmark.arguments))
  }
  let times = results.map(\.wallTime).sorted()
  let median = times[times.count / 2]
  let peak = results.map(\.peakMemoryKiB).max() ?? 0
  let ok =
    (benchmark.target.map { median < $0 } ?? true) && results.allSatisfy { $0.status == 0 }
  failed = failed || !ok
  let command = ("app " + benchmark.arguments.joined(separator: " "))
  print(
    cell(command, 42) + cell(benchmark.latency, 9) + cell(milliseconds(median), 9)
      + cell(milliseconds(times[0]), 9) + cell(milliseconds(times[times.count - 1]), 9)
      + cell("\(peak / 1024) MiB", 10)
      + cell(benchmark.target.map { "< " + milliseconds($0) } ?? "-", 9)
      + (ok ? "ok" : "MISSED") + "  (\(benchmark.why))")
}
failed = !runNetworkCases(binary, gzipBomb: arguments[3]) || failed
exit(failed ? 1 : 0)
