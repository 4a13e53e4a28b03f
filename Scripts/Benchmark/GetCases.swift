// The benchmark's `app get` cases against a loopback server: a list of 100,000 records of
// unknown shape (a nested object, an array, a long text), into a pipe, as `--json` and on a
// terminal. Each case's CPU time is a ratio to `jq . FILE > /dev/null` on the same records,
// measured in the same run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most CPU time an `app get` case may take, as a multiple of jq's on the same records.
let getCPUTarget = 3.0

/// Runs the `app get` cases, `runs` times each after one run to warm up, prints one line each,
/// and returns whether all met their targets: a median CPU time at most ``getCPUTarget`` times
/// jq's (when `jq`, its path, is not empty), and every run ending with 0.
func runGetCases(_ binary: String, jq: String, time: String, runs: Int) -> Bool {
  let count = 100_000
  let body = GetRecords.body(count: count)
  print(
    String(
      format: "\napp get cases: %d records of unknown shape, %.1f MiB\n", count,
      Double(body.count) / 1_048_576))
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-get-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("customers.json")
  let timeReport = folder.appendingPathComponent("time-report")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(body).write(to: file)
  } catch {
    print("app get cases: could not write \(file.path): MISSED")
    return false
  }
  guard let server = Server(.bytes(body), lifetime: 600) else {
    print("app get cases: the server did not start: MISSED")
    return false
  }
  defer { server.stop() }
  /// The median CPU time of `runs` runs of `binary` with `arguments`, after one not counted,
  /// and whether every run ended with 0.
  func medianCPU(_ binary: String, _ arguments: [String], onTerminal: Bool = false) -> (
    cpu: Double, ok: Bool
  )? {
    let results = (0...runs).compactMap { _ in
      measureApp(binary, arguments, onTerminal: onTerminal, time: time, report: timeReport)
    }.dropFirst()
    guard !results.isEmpty else { return nil }
    return (
      seconds(median(results.map(\.cpuTime))),
      results.allSatisfy { $0.status == 0 && !$0.killed }
    )
  }
  let jqCPU = jq.isEmpty ? nil : medianCPU(jq, [".", file.path])?.cpu
  if let jqCPU {
    print(String(format: "floor: jq . customers.json > /dev/null: median CPU %.2f s\n", jqCPU))
  } else {
    print("floor: jq is missing, so CPU times are given in seconds and not checked\n")
  }
  let table = CaseTable(figureWidth: 32, targetWidth: 14)
  let target = jqCPU == nil ? "-" : String(format: "<= %.0fx jq", getCPUTarget)
  let options = [
    "--no-pager", "--no-cache", "--max-size", "64MiB", "--base-url",
    "http://127.0.0.1:\(server.port)",
  ]
  for (arguments, terminal) in [
    (["get", "/customers"], false), (["get", "/customers", "--json"], false),
    (["get", "/customers"], true),
  ] {
    let name = "app " + arguments.joined(separator: " ") + (terminal ? " (80x24 terminal)" : "")
    guard let (cpu, ok) = medianCPU(binary, arguments + options, onTerminal: terminal) else {
      table.report(name, "could not run", target, false, "")
      continue
    }
    let ratio = jqCPU.map { cpu / $0 }
    table.report(
      name,
      String(format: "CPU %.2f s", cpu) + (ratio.map { String(format: " = %.2fx jq", $0) } ?? ""),
      target, ok && (ratio.map { $0 <= getCPUTarget } ?? true), "\(runs) runs")
  }
  return table.passed
}

/// The records of the `app get` cases.
enum GetRecords {
  /// `count` customers such as
  /// `{"id":7,"name":"Customer 7","email":"c7@mail.example","balance":7.90,"tags":["retail"],`
  /// `"address":{"city":"Lyon","geo":{"lat":"45.76","lng":"4.83"}},"note":"…"}`.
  static func body(count: Int) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(count * 240)
    for id in 1...max(count, 1) {
      if id > 1 {
        bytes.append(UInt8(ascii: ","))
      }
      bytes += #"{"id":\#(id),"name":"Customer \#(id)","email":"c\#(id)@mail.example","#.utf8
      bytes += #""balance":\#(id % 1000).90,"tags":["retail","vip"],"#.utf8
      bytes += #""address":{"city":"Lyon","geo":{"lat":"45.76","lng":"4.83"}},"#.utf8
      bytes += #""note":"A careful editor measured the shared calendar one step at a time."}"#.utf8
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }
}
