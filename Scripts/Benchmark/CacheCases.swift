// The benchmark's cache cases against a loopback API that answers each request after 200 ms:
// a warm read against a bare Foundation start, a cold post detail and a revalidating refresh
// against one round trip. Each case runs with a cache folder of its own.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the cache cases, prints one line each, and returns whether all met their targets.
func runCacheCases(
  _ binary: String, foundationStarts: (standard: String, linkedIn: String), appStart: Duration,
  runs: Int
) -> Bool {
  let latency = Duration.milliseconds(200)
  print("\ncache cases: a loopback API answering each request after \(milliseconds(latency))")
  guard let server = Server(.api(milliseconds: 200)),
    let floorRuns = try? measureRuns(foundationStarts.standard, [], runs: runs),
    let linkedInRuns = try? measureRuns(foundationStarts.linkedIn, [], runs: runs)
  else {
    print("MISSED: the loopback server or the Foundation floor program did not start")
    return false
  }
  defer { server.stop() }
  let options = ["--no-pager", "--base-url", "http://127.0.0.1:\(server.port)"]
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-cache-\(getpid())")
  setenv("XDG_CACHE_HOME", folder.path, 1)
  defer {
    unsetenv("XDG_CACHE_HOME")
    try? FileManager.default.removeItem(at: folder)
  }
  func emptyCache() {
    try? FileManager.default.removeItem(at: folder)
  }
  /// `runs` runs of `arguments`, each after `prepare`; the median wall time, the requests the
  /// runs made on average, and whether every run exited 0.
  func timed(
    _ arguments: [String], prepare: () -> Void = {}
  ) -> (median: Duration, requests: Double, ok: Bool)? {
    var times: [Duration] = []
    var requests = 0
    var ok = true
    for _ in 0..<runs {
      prepare()
      let before = server.requestCount.withLock { $0 }
      guard let result = try? measure(binary, arguments + options) else { return nil }
      requests += server.requestCount.withLock { $0 } - before
      times.append(result.wallTime)
      ok = ok && result.status == 0 && !result.killed
    }
    return (median(times), Double(requests) / Double(runs), ok)
  }

  let start = median(floorRuns.map(\.wallTime))
  let linkedInStart = median(linkedInRuns.map(\.wallTime))
  print(
    "floors: a bare Foundation program starts in \(milliseconds(start)) (built as swiftc builds "
      + "it; \(milliseconds(linkedInStart)) with the Swift libraries linked in), app --version in "
      + "\(milliseconds(appStart)); a round trip is \(milliseconds(latency))\n")
  let table = CaseTable(figureWidth: 62, targetWidth: 16)
  let report = table.report

  let warmCase = "app posts --max-age 1h (warm)"
  emptyCache()
  _ = try? measure(binary, ["posts"] + options)
  if let warm = timed(["posts", "--max-age", "1h"]) {
    let ratio = seconds(warm.median) / seconds(start)
    report(
      warmCase,
      String(
        format: "%@ = %.2fx a bare Foundation start (%.2fx app's), %.1f req",
        milliseconds(warm.median), ratio, seconds(warm.median) / seconds(appStart),
        warm.requests),
      "<= 1.5x, 0 req", warm.ok && ratio <= 1.5 && warm.requests == 0,
      String(
        format: "%.2fx the linked-in program's; app --version alone is %.2fx",
        seconds(warm.median) / seconds(linkedInStart), seconds(appStart) / seconds(start)))
  } else {
    report(warmCase, "the app could not be started", "<= 1.5x, 0 req", false, "")
  }

  let coldCase = "app post 7 (cold)"
  if let cold = timed(["post", "7"], prepare: emptyCache) {
    let trips = seconds(cold.median - start) / seconds(latency)
    report(
      coldCase,
      String(
        format: "%@ = %.2f round trips + start, %.1f requests", milliseconds(cold.median), trips,
        cold.requests),
      "1 trip, < 300 ms", cold.ok && trips <= 1.5 && cold.median < .milliseconds(300), "")
  } else {
    report(coldCase, "the app could not be started", "1 trip, < 300 ms", false, "")
  }

  let refreshCase = "app posts --refresh (revalidating)"
  emptyCache()
  _ = try? measure(binary, ["posts"] + options)
  if let refresh = timed(["posts", "--refresh"]) {
    let trips = seconds(refresh.median - start) / seconds(latency)
    report(
      refreshCase,
      String(
        format: "%@ = %.2f round trips + start, %.1f requests", milliseconds(refresh.median),
        trips, refresh.requests),
      "1 trip", refresh.ok && trips <= 1.5, "/posts and /users answered 304 at once")
  } else {
    report(refreshCase, "the app could not be started", "1 trip", false, "")
  }
  return table.passed
}
