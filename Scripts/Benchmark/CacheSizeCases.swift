// The benchmark's cache size cases: what a read, a write and `app cache info` cost with 20,000
// stored answers, against the same commands with two, measured in the same run, on a loopback
// API that answers at once (so that nothing hides the cache's own cost).
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the cache size cases, prints one line each, and returns whether all met their targets.
func runCacheSizeCases(_ binary: String, runs: Int) -> Bool {
  let entries = 20_000
  print("\ncache size cases: \(entries) stored answers against 2, a loopback API answering at once")
  guard let server = Server(.api(milliseconds: 0)) else {
    print("MISSED: the loopback server did not start")
    return false
  }
  defer { server.stop() }
  let baseURL = "http://127.0.0.1:\(server.port)"
  let options = ["--no-pager", "--base-url", baseURL]
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-cache-size-\(getpid())")
  setenv("XDG_CACHE_HOME", folder.path, 1)
  defer {
    unsetenv("XDG_CACHE_HOME")
    try? FileManager.default.removeItem(at: folder)
  }
  /// The median wall time of `runs` runs of `arguments`, and whether every run exited 0.
  func timed(_ arguments: [String]) -> (median: Duration, ok: Bool)? {
    guard let results = try? (0..<runs).map({ _ in try measure(binary, arguments) }) else {
      return nil
    }
    return (
      median(results.map(\.wallTime)), results.allSatisfy { $0.status == 0 && !$0.killed }
    )
  }
  let read = ["posts", "--max-age", "1h"] + options
  let write = ["posts", "--refresh"] + options
  let info = ["cache", "info"]

  _ = try? measure(binary, ["posts"] + options)
  guard let readFloor = timed(read), let writeFloor = timed(write), let infoFloor = timed(info),
    let serverFolder = try? FileManager.default.contentsOfDirectory(
      at: folder.appendingPathComponent("app"), includingPropertiesForKeys: nil
    ).first(where: { $0.hasDirectoryPath })
  else {
    print("MISSED: the app could not be started, or stored nothing")
    return false
  }
  print(
    "floors, with 2 stored answers: a read (\(read[0]) \(read[1]) \(read[2])) takes "
      + "\(milliseconds(readFloor.median)), a revalidating write (\(write[0]) \(write[1])) "
      + "\(milliseconds(writeFloor.median)), cache info \(milliseconds(infoFloor.median))\n")
  fill(serverFolder, entries: entries, baseURL: baseURL)

  let table = CaseTable(figureWidth: 46, targetWidth: 16)
  let clock = ContinuousClock()
  let firstStart = clock.now
  _ = try? measure(binary, info)
  let first = clock.now - firstStart
  if let listed = timed(info) {
    table.report(
      "app cache info, \(entries) answers", milliseconds(listed.median), "< 100 ms",
      listed.ok && listed.median < .milliseconds(100),
      "the first run, which built the index from the answers' headers, took \(milliseconds(first))"
    )
  }
  if let reads = timed(read) {
    let ratio = seconds(reads.median) / seconds(readFloor.median)
    table.report(
      "a read, \(entries) answers",
      String(format: "%@ = %.2fx the read with 2", milliseconds(reads.median), ratio),
      "<= 1.2x", reads.ok && ratio <= 1.2, "")
  }
  let evictionStart = clock.now
  _ = try? measure(binary, write)
  let eviction = clock.now - evictionStart
  let left = entryCount(in: serverFolder)
  if let writes = timed(write) {
    let ratio = seconds(writes.median) / seconds(writeFloor.median)
    table.report(
      "a revalidating write, \(entries) answers",
      String(format: "%@ = %.2fx the write with 2", milliseconds(writes.median), ratio),
      "<= 1.2x", writes.ok && ratio <= 1.2,
      "\(entries) answers take 80 MB on disk: the first write evicted down to 45 MB, "
        + "\(left) answers, in \(milliseconds(eviction))")
  }
  return table.passed
}

/// Stores `entries` answers of about 2,350 bytes each (47 MB, and 80 MB of 4 KiB blocks) in
/// the cache folder `server`, as the app writes them: a header naming the key, the response
/// time and the length of the rest of the response (none here), then the body. The folder's index and the cache's total are removed, as in a
/// cache written before they existed: the app rebuilds them.
private func fill(_ server: URL, entries: Int, baseURL: String) {
  unlink(server.appendingPathComponent(".index").path)
  unlink(server.deletingLastPathComponent().appendingPathComponent(".size").path)
  let body = Data(repeating: 0x61, count: 2300)
  let time = Date().timeIntervalSince1970 - 60
  for index in 0..<entries {
    let key = "GET \(baseURL)/bench/\(index)"
    let header = "app-http-cache-3\n\(key)\n\(time)\n0\n"
    let file = server.appendingPathComponent(fnv1a(key) + ".entry")
    _ = FileManager.default.createFile(atPath: file.path, contents: Data(header.utf8) + body)
  }
}

/// The 64-bit FNV-1a hash of `text`, in 16 hexadecimal digits, as the app names entry files.
private func fnv1a(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }
  let digits = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

/// How many entry files the cache folder `folder` holds.
private func entryCount(in folder: URL) -> Int {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".entry") }.count
}
