// The benchmark's upload case: `app create` sending a 200 MB file as multipart/form-data to a
// loopback server that reads and drops it, the app's peak memory against its target and its
// throughput beside curl's `-F` to the same server, each the median of the runs.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A server on 127.0.0.1 that answers a `GET` with `[]` and a write `201` once it has read its
/// whole body (`Content-Length` bytes), which it drops.
final class UploadSink: Sendable {
  private let listener: LoopbackListener

  var port: UInt16 { listener.port }

  init?() {
    guard let listener = LoopbackListener() else { return nil }
    self.listener = listener
    listener.acceptConnections { Self.serve($0) }
  }

  func stop() {
    listener.stop()
  }

  private static func serve(_ connection: Int32) {
    defer { close(connection) }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    guard let head = readRequestHead(from: connection, through: &buffer),
      let range = head.range(of: Data("\r\n\r\n".utf8))
    else { return }
    let text = String(decoding: head[..<range.lowerBound], as: UTF8.self).lowercased()
    let length =
      text.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
      .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
      ?? 0
    var left = length - (head.count - range.upperBound)
    while left > 0 {
      let read = recv(connection, &buffer, min(buffer.count, left), 0)
      guard read > 0 else { return }
      left -= read
    }
    let body = text.hasPrefix("get ") ? "[]" : #"{"id": 1}"#
    let status = text.hasPrefix("get ") ? "200 OK" : "201 Created"
    let response =
      "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)"
      + "\r\nConnection: close\r\n\r\n\(body)"
    _ = response.utf8CString.withUnsafeBufferPointer {
      send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL))
    }
  }
}

/// Runs the upload case, prints its lines, and returns whether it met its targets: a peak under
/// 60 MiB, and at least half curl's throughput (its floor, when curl is installed).
func runUploadCases(_ binary: String, runs: Int) -> Bool {
  print("\nupload case: a 200 MB file as multipart/form-data, beside curl -F\n")
  let table = CaseTable(figureWidth: 46, targetWidth: 20)
  let size = 200_000_000
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bench-upload-\(getpid()).bin")
  defer { try? FileManager.default.removeItem(at: file) }
  guard FileManager.default.createFile(atPath: file.path, contents: nil),
    let handle = try? FileHandle(forWritingTo: file),
    (try? handle.truncate(atOffset: UInt64(size))) != nil, (try? handle.close()) != nil,
    let server = UploadSink()
  else {
    table.report("app create (200 MB upload)", "no file or no server", "< 60 MiB", false, "")
    return false
  }
  defer { server.stop() }
  let url = "http://127.0.0.1:\(server.port)"
  let app = (0..<runs).compactMap { _ in
    try? measure(
      binary, ["create", "files", "title=Bench", "file@\(file.path)", "--base-url", url])
  }
  guard app.count == runs, app.allSatisfy({ $0.status == 0 && !$0.killed }) else {
    table.report("app create (200 MB upload)", "a run failed", "< 60 MiB", false, "")
    return false
  }
  let peak = mebibytes(app.map(\.peakMemoryKiB).max() ?? 0)
  let appTime = median(app.map(\.wallTime))
  let appRate = Double(size) / seconds(appTime) / 1e6
  table.report(
    "app create (200 MB upload), peak", String(format: "peak %.0f MiB", peak), "< 60 MiB",
    peak < 60, String(format: "median %.2f s, %.0f MB/s", seconds(appTime), appRate))
  let curl = ["/usr/bin/curl", "/bin/curl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  guard let curl else {
    table.report("app create (200 MB upload), rate", "curl is not installed", "-", true, "")
    return table.passed
  }
  let curls = (0..<runs).compactMap { _ in
    try? measure(
      curl,
      [
        "-sS", "-o", "/dev/null", "-H", "Expect:", "-F", "title=Bench", "-F", "file=@\(file.path)",
        "\(url)/files",
      ])
  }
  guard curls.count == runs, curls.allSatisfy({ $0.status == 0 }) else {
    table.report("app create (200 MB upload), rate", "a curl run failed", ">= 0.5x curl", false, "")
    return false
  }
  let curlTime = median(curls.map(\.wallTime))
  let curlRate = Double(size) / seconds(curlTime) / 1e6
  let ratio = appRate / curlRate
  table.report(
    "app create (200 MB upload), rate",
    String(format: "%.0f MB/s = %.2fx curl's %.0f MB/s", appRate, ratio, curlRate),
    ">= 0.5x curl", ratio >= 0.5,
    String(format: "curl peak %.0f MiB", mebibytes(curls.map(\.peakMemoryKiB).max() ?? 0)))
  return table.passed
}
