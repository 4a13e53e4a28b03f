// The benchmark's download cases: `app get` of a 56 MB and a 560 MB body from a loopback server
// that streams it from a 1 MiB block, passed through to /dev/null (`--json`) and saved to a file
// (`-o FILE`). Checks the app's peak memory (GNU time's, as the list cases) against a flat target
// at both sizes, and the download's throughput beside curl's `-o FILE` of the same body in the same
// run; httpie's peak on the same bodies is reported beside the app's when it can be had.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most a download case's peak may be, in MiB: 40 MiB, and 8 MiB for the 1 MiB backlog
/// buffer (`CURL_RECEIVE_BACKLOG_LIMIT`) and slack, whatever the body's size.
let downloadMemoryTarget = 40.0 + 8.0

/// Every download run is killed after this long: httpie may take much longer than the app on
/// 560 MB.
let downloadRunLimit = Duration.seconds(180)

/// A server on 127.0.0.1 that answers every `GET` with a JSON array of `size` bytes, written
/// from one 1 MiB block of records over and over (never held whole), with `Content-Length`, on
/// a connection closed afterwards.
final class DownloadSource: Sendable {
  let size: Int
  private let listener: LoopbackListener
  /// 16,384 records of 64 bytes, each such as `{"id":7,"name":"Bench record","note":"xx…"},`.
  private let block: [UInt8]

  var port: UInt16 { listener.port }

  init?(size: Int) {
    signal(SIGPIPE, SIG_IGN)
    guard let listener = LoopbackListener() else { return nil }
    let start = #"{"id":7,"name":"Bench record","note":""#
    let record = Array(
      (start + String(repeating: "x", count: 64 - start.utf8.count - 3) + #""},"#).utf8)
    self.listener = listener
    self.size = size
    block = Array((0..<(1 << 20) / record.count).map { _ in record }.joined())
    listener.acceptConnections { [self] in serve($0) }
  }

  func stop() {
    listener.stop()
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    guard let head = readRequestHead(from: connection, through: &buffer) else { return }
    guard String(decoding: head.prefix(4), as: UTF8.self).uppercased() == "GET " else {
      _ = send(
        Array(
          "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8),
        to: connection)
      return
    }
    // "[", whole records, then a last record padded to end the body at `size` bytes:
    // `{"pad":"xx…"}]`.
    let tailStart = Array(#"{"pad":""#.utf8)
    let tailEnd = Array(#""}]"#.utf8)
    let records = max(size - 1 - tailStart.count - tailEnd.count, 0) / 64 * 64
    let padding = max(size - 1 - records - tailStart.count - tailEnd.count, 0)
    let length = 1 + records + tailStart.count + padding + tailEnd.count
    let response =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(length)"
      + "\r\nConnection: close\r\n\r\n["
    guard send(Array(response.utf8), to: connection) else { return }
    var left = records
    while left > 0 {
      let count = min(left, block.count)
      guard send(block[..<count], to: connection) else { return }
      left -= count
    }
    _ = send(
      tailStart + [UInt8](repeating: UInt8(ascii: "x"), count: padding) + tailEnd, to: connection)
  }

  /// Writes all of `bytes` to `connection`; whether it could.
  private func send(_ bytes: some Collection<UInt8>, to connection: Int32) -> Bool {
    let sent: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.send(
          connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
    return sent ?? send(Array(bytes), to: connection)
  }
}

/// One run of `binary` with `arguments`, reading /dev/null and writing into /dev/null, killed
/// (with its process group) after ``downloadRunLimit``; `nil` when it could not start. With
/// `time`, the path of GNU time, the program runs under it, and its peak, CPU time and exit
/// status are the program's own, as ``measureApp(_:_:onTerminal:time:report:)`` has them.
func measureDownload(_ binary: String, _ arguments: [String], time: String, report: URL)
  -> Measurement?
{
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  try? FileManager.default.removeItem(at: report)
  let clock = ContinuousClock()
  let start = clock.now
  guard
    let pid = time.isEmpty
      ? spawn(binary, arguments, actions: &actions, inOwnGroup: true)
      : spawn(
        time, gnuTimeArguments(binary, arguments, report: report), actions: &actions,
        inOwnGroup: true)
  else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  var killed = false
  while wait4(pid, &status, WNOHANG, &usage) == 0 {
    if !killed && clock.now - start > downloadRunLimit {
      kill(-pid, SIGKILL)
      killed = true
    }
    usleep(1000)
  }
  var result = Measurement(
    usage: usage, status: status, wallTime: clock.now - start, killed: killed)
  if !time.isEmpty {
    result.takeGNUTimeReport(report)
  }
  return result
}

/// httpie's `http`: the one on `PATH`, else the one of the virtual environment `httpie-venv` in
/// the folder of this program (the bench's build folder), made with `python3 -m venv` and
/// `pip install httpie==3.2.4` when it is missing. Its path, or why there is none.
func findHTTPie() -> Result<String, HTTPieMissing> {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") where !folder.isEmpty {
    let candidate = "\(folder)/http"
    if FileManager.default.isExecutableFile(atPath: candidate) {
      return .success(candidate)
    }
  }
  let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let venv = build.appendingPathComponent("httpie-venv")
  let http = venv.appendingPathComponent("bin/http").path
  if FileManager.default.isExecutableFile(atPath: http) {
    return .success(http)
  }
  /// Runs `arguments` through /usr/bin/env, its output dropped; whether it ended with 0.
  func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationReason == .exit && process.terminationStatus == 0
  }
  FileHandle.standardError.write(
    Data("bench: installing httpie 3.2.4 into \(venv.path) (python3 -m venv, pip)\n".utf8))
  try? FileManager.default.removeItem(at: venv)
  guard run(["python3", "-m", "venv", venv.path]) else {
    try? FileManager.default.removeItem(at: venv)
    return .failure(HTTPieMissing(reason: "python3 -m venv \(venv.path) failed"))
  }
  guard
    run([
      venv.appendingPathComponent("bin/python").path, "-m", "pip", "install", "--quiet",
      "--disable-pip-version-check", "httpie==3.2.4",
    ]), FileManager.default.isExecutableFile(atPath: http)
  else {
    try? FileManager.default.removeItem(at: venv)
    return .failure(HTTPieMissing(reason: "pip install httpie==3.2.4 failed"))
  }
  return .success(http)
}

/// Why httpie is not measured.
struct HTTPieMissing: Error {
  var reason: String
}

/// Runs the download cases, `runs` times each after one run to warm up, prints one line per
/// measurement, and returns whether they met their targets: every app peak under
/// ``downloadMemoryTarget`` MiB with every run ending with 0 and every file whole, and the
/// download's throughput at least half curl's (when curl is installed). httpie's figures are
/// reported only.
func runDownloadCases(_ binary: String, time: String, runs: Int) -> Bool {
  print(
    "\ndownload cases: app get of 56 MB and 560 MB bodies from a loopback server, into "
      + "/dev/null (--json) and a file (-o FILE), beside curl -o and httpie; peak under "
      + String(format: "%.0f", downloadMemoryTarget)
      + " MiB at both sizes (40 MiB, and 8 for the 1 MiB backlog and slack)\n")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-download-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let report = folder.appendingPathComponent("time-report")
  let file = folder.appendingPathComponent("body.json")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    print("download cases: could not make \(folder.path): MISSED")
    return false
  }
  if time.isEmpty {
    print(
      "GNU time is missing: each peak includes this program's own (posix_spawn shares its "
        + "memory with the child until exec)\n")
  }
  let http: String?
  switch findHTTPie() {
  case .success(let path):
    http = path
    print("httpie: \(path), reported beside the app (not a target)\n")
  case .failure(let missing):
    http = nil
    print("httpie: skipped (\(missing.reason))\n")
  }
  let curl = ["/usr/bin/curl", "/bin/curl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  // The app's cache, if it kept anything of these bodies, goes into the case's folder.
  let cacheHome = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
  setenv("XDG_CACHE_HOME", folder.appendingPathComponent("cache").path, 1)
  defer {
    if let cacheHome {
      setenv("XDG_CACHE_HOME", cacheHome, 1)
    } else {
      unsetenv("XDG_CACHE_HOME")
    }
  }

  let table = CaseTable(figureWidth: 48, targetWidth: 20)
  let memoryTarget = String(format: "< %.0f MiB (40 + 8)", downloadMemoryTarget)
  /// `runs` runs of `binary` with `arguments` after one to warm up, each checked by `check`
  /// (then the file is removed), and why they stopped short: one could not start, failed, was
  /// killed or left a file that is not the whole body.
  func runAll(_ binary: String, _ arguments: [String], check: () -> Bool)
    -> (results: [Measurement], failure: String?)
  {
    var results: [Measurement] = []
    for index in 0...runs {
      let result = measureDownload(binary, arguments, time: time, report: report)
      let whole = check()
      try? FileManager.default.removeItem(at: file)
      guard let result else { return (results, "could not start") }
      guard result.status == 0, !result.killed else {
        return (
          results, result.killed ? "killed after \(downloadRunLimit)" : "exit \(result.status)"
        )
      }
      guard whole else { return (results, "the file is not the whole body") }
      if index > 0 {
        results.append(result)
      }
    }
    return (results, nil)
  }
  /// Peak (the largest of the runs) and median wall time of `results`, for a body of `size`.
  func figure(_ results: [Measurement], size: Int) -> (peak: Double, time: Duration, text: String) {
    let peak = mebibytes(results.map(\.peakMemoryKiB).max() ?? 0)
    let time = median(results.map(\.wallTime))
    return (
      peak, time,
      String(
        format: "peak %.1f MiB, median %.2f s, %.0f MB/s", peak, seconds(time),
        Double(size) / seconds(time) / 1e6)
    )
  }

  for size in [56_000_000, 560_000_000] {
    let label = "\(size / 1_000_000) MB"
    guard let server = DownloadSource(size: size) else {
      table.report("download (\(label))", "the server did not start", memoryTarget, false, "")
      continue
    }
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/body"
    let base = ["--base-url", "http://127.0.0.1:\(server.port)"]
    let fileIsWhole = {
      ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) == size
    }

    var appPeaks: [String: Double] = [:]
    var appFileTime: Duration?
    for (name, arguments, check) in [
      ("app get --json > /dev/null", ["get", "/body", "--json"] + base, { true }),
      ("app get -o FILE", ["get", "/body", "-o", file.path] + base, fileIsWhole),
    ] {
      let (results, failure) = runAll(binary, arguments, check: check)
      guard failure == nil else {
        table.report(
          "\(name) (\(label))", "a run failed: \(failure ?? "")", memoryTarget, false, "")
        continue
      }
      let (peak, time, text) = figure(results, size: size)
      appPeaks[name] = peak
      if arguments.contains("-o") {
        appFileTime = time
      }
      let peaks = results.map { mebibytes($0.peakMemoryKiB) }.sorted()
      table.report(
        "\(name) (\(label))", text, memoryTarget, peak < downloadMemoryTarget,
        String(
          format: "%d runs; peak = the largest of %.1f-%.1f MiB, median %.1f", runs,
          peaks[0], peaks[peaks.count - 1], peaks[peaks.count / 2]))
    }

    if let http {
      for (name, arguments, check, appName) in [
        (
          "http URL > /dev/null", ["--ignore-stdin", url], { true },
          "app get --json > /dev/null"
        ),
        (
          "http --download --output FILE",
          ["--ignore-stdin", "--download", "--output", file.path, url], fileIsWhole,
          "app get -o FILE"
        ),
      ] {
        let (results, failure) = runAll(http, arguments, check: check)
        guard failure == nil else {
          table.report("\(name) (\(label))", "a run failed: \(failure ?? "")", "-", true, "httpie")
          continue
        }
        let (peak, _, text) = figure(results, size: size)
        table.report(
          "\(name) (\(label))", text, "-", true,
          "httpie, reported only"
            + (appPeaks[appName].map {
              String(format: "; the app's peak %.1f MiB is %.2fx httpie's", $0, $0 / peak)
            } ?? ""))
      }
    }

    guard size == 560_000_000, let appFileTime else { continue }
    let name = "app get -o FILE (\(label)), rate"
    let appRate = Double(size) / seconds(appFileTime) / 1e6
    guard let curl else {
      table.report(name, "curl is not installed", "-", true, "")
      continue
    }
    let (curls, failure) = runAll(curl, ["-s", "-o", file.path, url], check: fileIsWhole)
    guard failure == nil else {
      table.report(name, "a curl run failed: \(failure ?? "")", ">= 0.5x curl", false, "")
      continue
    }
    let (curlPeak, curlTime, _) = figure(curls, size: size)
    let curlRate = Double(size) / seconds(curlTime) / 1e6
    let ratio = appRate / curlRate
    table.report(
      name, String(format: "%.0f MB/s = %.2fx curl's %.0f MB/s", appRate, ratio, curlRate),
      ">= 0.5x curl", ratio >= 0.5,
      String(format: "medians of %d runs; curl peak %.1f MiB", runs, curlPeak))
  }
  return table.passed
}
