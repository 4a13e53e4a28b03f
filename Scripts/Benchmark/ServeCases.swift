// The benchmark's cases for `app serve`: wrk's requests per second and 99th percentile latency
// for three reads of the sample data, each also as a ratio to a floor measured in the same run
// (a server on the same socket layer answering every request with a fixed body), and the
// server's peak memory under that load. When json-server is set up, each read is measured
// against it too, in turns, on the same data: the target is 15 times its rate. When nginx
// is installed, it serves the bytes of `/posts/1` and `/posts` from files, two workers, as the
// physical floor of a fixed answer, measured in the same turns.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One read, the rate it must reach when json-server is not there to compare with (five times
/// json-server's on node 20, measured once), and, for a read nginx serves too, the share of
/// nginx's rate it must reach.
private struct ServeCase {
  var path: String
  var goal: Double
  var why: String
  var nginxGoal: Double?
}

private let serveCases = [
  ServeCase(path: "/posts/1", goal: 30_000, why: "json-server: 5,900/s", nginxGoal: 0.9),
  ServeCase(path: "/posts?_page=2", goal: 24_000, why: "json-server: 4,800/s"),
  ServeCase(
    path: "/posts", goal: 15_000, why: "100 posts; json-server: 3,100/s", nginxGoal: 1),
]

/// How many times json-server's rate app serve must reach, measured in the same run.
private let timesJSONServer = 15.0
/// The most a request may take at the 99th percentile, and the most memory the server may use.
private let latencyLimit = 5.0
private let memoryLimitKiB = 50 * 1024

/// How many times each read is measured on each server, in turns; the medians are compared.
private let rounds = 3

/// What one run of wrk measured.
private struct WrkResult {
  var requestsPerSecond: Double
  var p99Milliseconds: Double
  var failures: Int
}

extension WrkResult {
  /// The median rate and the median p99 of `results`, and all their failures; `nil` when there
  /// are none.
  init?(median results: [WrkResult]) {
    guard !results.isEmpty else { return nil }
    let middle = results.count / 2
    requestsPerSecond = results.map(\.requestsPerSecond).sorted()[middle]
    p99Milliseconds = results.map(\.p99Milliseconds).sorted()[middle]
    failures = results.map(\.failures).reduce(0, +)
  }
}

/// Runs the serve cases with `wrk`, prints one line per figure, and returns whether all met
/// their targets; without wrk, says so and skips them. `jsonServer` is the folder of json-server's
/// source, or empty when it is not set up (or node is missing): then the rates are
/// checked against fixed goals, and a line says the comparison is skipped.
func runServeCases(
  _ binary: String, floorBinary: String, wrk: String, jsonServer: String, nginx: String
) -> Bool {
  print(
    "\nserve cases: wrk -t2 -c32 -d8s against app serve --quiet (the sample data), "
      + "\(rounds) runs each, medians\n")
  guard !wrk.isEmpty else {
    print("serve cases skipped: wrk is not installed (apt-get install -y wrk)")
    return true
  }
  guard let floorServer = ServedProcess(floorBinary, []),
    let floor = runWrk(wrk, floorServer.url + "/posts/1")
  else {
    CaseTable(figureWidth: 72, targetWidth: 32).report(
      "the floor", "could not start or measure the fixed-body server", "-", false, "")
    return false
  }
  floorServer.stop()
  guard let server = ServedProcess(binary, ["serve", "--port", "0", "--quiet"]) else {
    CaseTable(figureWidth: 72, targetWidth: 32).report(
      "app serve", "could not start", "-", false, "")
    return false
  }
  defer { server.stop() }
  let reference = startReference(jsonServer, beside: server)
  defer { reference?.stop() }
  let fixed = startNginx(nginx, beside: server)
  defer { fixed?.stop() }
  let table = CaseTable(figureWidth: 72, targetWidth: 32)
  table.report(
    "floor: a fixed body, same socket layer",
    String(format: "%.0f req/s, p99 %.2f ms", floor.requestsPerSecond, floor.p99Milliseconds),
    "-", floor.failures == 0, "")
  for serveCase in serveCases {
    let url = server.url + serveCase.path
    let referenceURL = reference.map { $0.server.url + serveCase.path }
    // A short run of each first, so that neither is measured cold (node compiles as it goes).
    _ = runWrk(wrk, url, seconds: 1)
    _ = referenceURL.map { runWrk(wrk, $0, seconds: 1) }
    let nginxURL = serveCase.nginxGoal == nil ? nil : fixed.map { $0.url + serveCase.path }
    _ = nginxURL.map { runWrk(wrk, $0, seconds: 1) }
    var ours: [WrkResult] = []
    var theirs: [WrkResult] = []
    var nginxs: [WrkResult] = []
    for _ in 0..<rounds {
      if let result = runWrk(wrk, url) { ours.append(result) }
      if let result = referenceURL.flatMap({ runWrk(wrk, $0) }) { theirs.append(result) }
      if let result = nginxURL.flatMap({ runWrk(wrk, $0) }) { nginxs.append(result) }
    }
    guard let result = WrkResult(median: ours), ours.count == rounds else {
      table.report("GET \(serveCase.path)", "wrk failed", "-", false, "")
      continue
    }
    let versusFloor = String(
      format: "%.2fx floor, p99 %.2f ms = %.1fx",
      result.requestsPerSecond / floor.requestsPerSecond,
      result.p99Milliseconds, result.p99Milliseconds / max(floor.p99Milliseconds, 0.001))
    if let reference = WrkResult(median: theirs), theirs.count == rounds,
      reference.failures == 0
    {
      let times = result.requestsPerSecond / reference.requestsPerSecond
      table.report(
        "GET \(serveCase.path)",
        String(format: "%.0f req/s = %.1fx json-server, ", result.requestsPerSecond, times)
          + versusFloor,
        String(format: ">= %.0fx json-server, p99 < %.0f ms", timesJSONServer, latencyLimit),
        result.failures == 0 && times >= timesJSONServer && result.p99Milliseconds < latencyLimit,
        String(
          format: "json-server: %.0f/s, p99 %.1f ms", reference.requestsPerSecond,
          reference.p99Milliseconds))
    } else {
      if referenceURL != nil {
        print("json-server was not measured on GET \(serveCase.path): checked against a fixed rate")
      }
      table.report(
        "GET \(serveCase.path)",
        String(format: "%.0f req/s = ", result.requestsPerSecond) + versusFloor,
        String(format: ">= %.0f/s, p99 < %.0f ms", serveCase.goal, latencyLimit),
        result.failures == 0 && result.requestsPerSecond >= serveCase.goal
          && result.p99Milliseconds < latencyLimit, serveCase.why)
    }
    if let goal = serveCase.nginxGoal, nginxURL != nil {
      guard let nginx = WrkResult(median: nginxs), nginxs.count == rounds, nginx.failures == 0
      else {
        table.report("GET \(serveCase.path) beside nginx", "nginx was not measured", "-", false, "")
        continue
      }
      let share = result.requestsPerSecond / nginx.requestsPerSecond
      table.report(
        "GET \(serveCase.path) beside nginx",
        String(format: "%.2fx nginx", share),
        String(format: ">= %.1fx nginx", goal), result.failures == 0 && share >= goal,
        String(format: "nginx: %.0f/s, p99 %.2f ms", nginx.requestsPerSecond, nginx.p99Milliseconds)
      )
    }
  }
  let peak = server.peakMemoryKiB
  let theirPeak = reference?.server.peakMemoryKiB ?? 0
  table.report(
    "app serve's peak memory under that load",
    "\(peak / 1024) MiB"
      + (theirPeak > 0
        ? String(
          format: " = %.2fx json-server's (%d MiB)", Double(peak) / Double(theirPeak),
          theirPeak / 1024) : ""),
    "< \(memoryLimitKiB / 1024) MiB", peak > 0 && peak < memoryLimitKiB, "")
  return table.passed
}

/// json-server started from `source` on the sample data `server` answers; `nil`,
/// with a line saying why the comparison is skipped, when `source` is empty or it cannot start.
private func startReference(_ source: String, beside server: ServedProcess)
  -> JSONServerReference?
{
  guard !source.isEmpty else {
    print(
      "json-server comparison skipped: it needs node and json-server in $JSON_SERVER_HOME "
        + "(default .build/json-server-0.16; Scripts/json-server-compare setup); "
        + "the rates are checked against fixed goals\n")
    return nil
  }
  guard let database = sampleDatabase(from: server.url) else {
    print("json-server comparison skipped: app serve did not answer the sample data's lists\n")
    return nil
  }
  guard let reference = JSONServerReference(source: source, database: database) else {
    print("json-server comparison skipped: json-server in \(source) did not start\n")
    return nil
  }
  print(
    "json-server (node \(source)) serves the same data; each read is measured on both in turn\n"
  )
  return reference
}

/// nginx serving the bytes `server` answers for the serve cases nginx is measured on; `nil`, with
/// a line saying why the comparison is skipped, when `nginx` is empty or it cannot start.
private func startNginx(_ nginx: String, beside server: ServedProcess) -> NginxReference? {
  guard !nginx.isEmpty else {
    print("nginx comparison skipped: nginx is not installed (apt-get install -y nginx-light)\n")
    return nil
  }
  var bodies: [String: Data] = [:]
  for serveCase in serveCases where serveCase.nginxGoal != nil {
    guard let body = loopbackBody(of: serveCase.path, from: server.url) else {
      print("nginx comparison skipped: app serve did not answer \(serveCase.path)\n")
      return nil
    }
    bodies[serveCase.path] = body
  }
  guard let reference = NginxReference(nginx: nginx, bodies: bodies) else {
    print("nginx comparison skipped: \(nginx) did not start\n")
    return nil
  }
  print("nginx serves the same bodies from files, two workers, measured in the same turns\n")
  return reference
}

/// Runs `wrk -t2 -c32 -d8s --latency` (or as many `seconds`) against `url` and reads its figures.
private func runWrk(_ wrk: String, _ url: String, seconds: Int = 8) -> WrkResult? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: wrk)
  process.arguments = ["-t2", "-c32", "-d\(seconds)s", "--latency", url]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  var result = WrkResult(requestsPerSecond: 0, p99Milliseconds: .infinity, failures: 0)
  for line in text.split(separator: "\n") {
    let words = line.split(separator: " ")
    if words.first == "Requests/sec:", let rate = words.last.flatMap({ Double($0) }) {
      result.requestsPerSecond = rate
    } else if words.first == "99%", let latency = words.last.flatMap(milliseconds(wrkLatency:)) {
      result.p99Milliseconds = latency
    } else if line.contains("Non-2xx or 3xx responses:") || line.contains("Socket errors:") {
      result.failures += 1
    }
  }
  return result.requestsPerSecond > 0 ? result : nil
}

/// wrk's latency such as `812.00us`, `1.25ms` or `1.02s`, in milliseconds.
private func milliseconds(wrkLatency text: Substring) -> Double? {
  for (unit, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
    return Double(text.dropLast(unit.count)).map { $0 * scale }
  }
  return nil
}

/// A server process that prints `listening on URL` once it accepts connections.
final class ServedProcess {
  let url: String
  private let process: Process

  /// Starts `binary` with `arguments`, the variables of `environment` added to this process's,
  /// in `directory` (else this process's), and waits for its `listening on` line.
  init?(
    _ binary: String, _ arguments: [String], environment: [String: String] = [:],
    directory: String? = nil
  ) {
    process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory {
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    var line = Data()
    while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first,
      first != UInt8(ascii: "\n")
    {
      line.append(first)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("listening on ") else {
      process.terminate()
      return nil
    }
    url = String(text.dropFirst("listening on ".count))
  }

  /// The most memory the process has held, from `/proc`, in KiB; 0 when it cannot be read.
  var peakMemoryKiB: Int {
    let status =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  }

  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}
