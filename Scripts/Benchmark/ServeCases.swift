// The benchmark's cases for `app serve`: wrk's requests per second and 99th percentile latency
// for three reads of the sample data, each also as a ratio to a floor measured in the same run
// (a server on the same socket layer answering every request with a fixed body), and the
// server's peak memory under that load.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One read and the rate it must reach on two cores: five times json-server 0.16's on node 20.
private struct ServeCase {
  var path: String
  var goal: Double
  var why: String
}

private let serveCases = [
  ServeCase(path: "/posts/1", goal: 30_000, why: "json-server: 5,900/s"),
  ServeCase(path: "/posts?_page=2", goal: 24_000, why: "json-server: 4,800/s"),
  ServeCase(path: "/posts", goal: 15_000, why: "100 posts; json-server: 3,100/s"),
]

/// The most a request may take at the 99th percentile, and the most memory the server may use.
private let latencyLimit = 5.0
private let memoryLimitKiB = 50 * 1024

/// What one run of wrk measured.
private struct WrkResult {
  var requestsPerSecond: Double
  var p99Milliseconds: Double
  var failures: Int
}

/// Runs the serve cases with `wrk`, prints one line per figure, and returns whether all met
/// their targets; without wrk, says so and skips them.
func runServeCases(_ binary: String, floorBinary: String, wrk: String) -> Bool {
  print("\nserve cases: wrk -t2 -c32 -d8s against app serve --quiet (the sample data)\n")
  guard !wrk.isEmpty else {
    print("serve cases skipped: wrk is not installed (apt-get install -y wrk)")
    return true
  }
  let table = CaseTable(figureWidth: 56, targetWidth: 26)
  guard let floorServer = ServedProcess(floorBinary, []),
    let floor = runWrk(wrk, floorServer.url + "/posts/1")
  else {
    table.report("the floor", "could not start or measure the fixed-body server", "-", false, "")
    return table.passed
  }
  floorServer.stop()
  table.report(
    "floor: a fixed body, same socket layer",
    String(format: "%.0f req/s, p99 %.2f ms", floor.requestsPerSecond, floor.p99Milliseconds),
    "-", floor.failures == 0, "")
  guard let server = ServedProcess(binary, ["serve", "--port", "0", "--quiet"]) else {
    table.report("app serve", "could not start", "-", false, "")
    return table.passed
  }
  defer { server.stop() }
  for serveCase in serveCases {
    guard let result = runWrk(wrk, server.url + serveCase.path) else {
      table.report("GET \(serveCase.path)", "wrk failed", "-", false, "")
      continue
    }
    table.report(
      "GET \(serveCase.path)",
      String(
        format: "%.0f req/s = %.2fx, p99 %.2f ms = %.1fx", result.requestsPerSecond,
        result.requestsPerSecond / floor.requestsPerSecond, result.p99Milliseconds,
        result.p99Milliseconds / max(floor.p99Milliseconds, 0.001)),
      String(format: ">= %.0f/s, p99 < %.0f ms", serveCase.goal, latencyLimit),
      result.failures == 0 && result.requestsPerSecond >= serveCase.goal
        && result.p99Milliseconds < latencyLimit,
      serveCase.why)
  }
  let peak = server.peakMemoryKiB
  table.report(
    "app serve's peak memory under that load", "\(peak / 1024) MiB",
    "< \(memoryLimitKiB / 1024) MiB", peak > 0 && peak < memoryLimitKiB, "")
  return table.passed
}

/// Runs `wrk -t2 -c32 -d8s --latency` against `url` and reads its figures.
private func runWrk(_ wrk: String, _ url: String) -> WrkResult? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: wrk)
  process.arguments = ["-t2", "-c32", "-d8s", "--latency", url]
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

  init?(_ binary: String, _ arguments: [String]) {
    process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
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
