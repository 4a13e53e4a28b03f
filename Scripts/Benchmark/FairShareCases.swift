// The benchmark's fair-share case for `app serve`: how long a plain read waits while forty reads
// with a catastrophic `_like` pattern run (each refused with 400 once its work budget is spent),
// against the same reads on the idle server, the floor measured in the same run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pattern whose matching backtracks without end on every title, until the budget stops it.
private let hostilePath = "/posts?title_like=(.*)*x$"
private let hostileCount = 40
/// The most a plain read may wait meanwhile.
private let waitLimitMilliseconds = 100.0

/// Runs the case, prints its lines, and returns whether it met its target.
func runFairShareCase(_ binary: String) -> Bool {
  print("\nfair share: plain reads while \(hostileCount) catastrophic _like patterns run\n")
  let table = CaseTable(figureWidth: 56, targetWidth: 26)
  guard let server = ServedProcess(binary, ["serve", "--port", "0", "--quiet"]),
    let port = server.url.split(separator: ":").last.flatMap({ Int($0) })
  else {
    table.report("app serve", "could not start", "-", false, "")
    return table.passed
  }
  defer { server.stop() }
  // A kept answer (`/posts/1`, answered on the server's threads) and reads never asked before,
  // whose work runs in turns beside the hostile ones.
  let kept = { (_: Int) in "/posts/1" }
  let fresh = { (round: Int) in "/comments?postId=\(round)" }
  let idleKept = (1...5).compactMap { timedRead(port: port, path: kept($0)) }
  let idleFresh = (1...5).compactMap { timedRead(port: port, path: fresh($0)) }

  let hostile = (0..<hostileCount).compactMap { _ in sentRequest(port: port, path: hostilePath) }
  // Time for the server to take them all in hand; each then works for about a quarter second.
  usleep(200_000)
  let runningBefore = hostile.filter { !hasAnswer($0) }.count
  let busyKept = (6...10).compactMap { timedRead(port: port, path: kept($0)) }
  let busyFresh = (6...10).compactMap { timedRead(port: port, path: fresh($0)) }
  let runningAfter = hostile.filter { !hasAnswer($0) }.count
  let refused = hostile.filter { answerStatus(of: $0) == 400 }.count
  for socket in hostile { close(socket) }

  let valid = hostile.count == hostileCount && runningAfter >= hostileCount / 2
  table.report(
    "the \(hostileCount) hostile reads",
    "running: \(runningBefore) before, \(runningAfter) after; \(refused) got 400", "all 400",
    valid && refused == hostileCount,
    valid ? "" : "too few ran while the reads were timed")
  for (name, idle, busy) in [
    ("GET /posts/1 (kept)", idleKept, busyKept),
    ("GET /comments?postId=N (new)", idleFresh, busyFresh),
  ] {
    let worst = busy.map(\.milliseconds).max() ?? .infinity
    let floor = max(idle.map(\.milliseconds).max() ?? 0, 0.001)
    table.report(
      name,
      String(format: "worst of 5 %.1f ms = %.1fx idle (%.2f ms)", worst, worst / floor, floor),
      String(format: "< %.0f ms", waitLimitMilliseconds),
      valid && busy.count == 5 && busy.allSatisfy { $0.status == 200 }
        && worst < waitLimitMilliseconds, "")
  }
  return table.passed
}

/// A read's status and how long it took, from connecting to the end of its answer.
private struct TimedRead {
  var status: Int
  var milliseconds: Double
}

/// Reads `path` on its own connection and times it.
private func timedRead(port: Int, path: String) -> TimedRead? {
  let clock = ContinuousClock()
  let start = clock.now
  guard let socket = sentRequest(port: port, path: path) else { return nil }
  defer { close(socket) }
  let status = answerStatus(of: socket)
  let elapsed = clock.now - start
  return status.map {
    TimedRead(
      status: $0,
      milliseconds: Double(elapsed.components.seconds) * 1_000
        + Double(elapsed.components.attoseconds) / 1e15)
  }
}

/// A connection to 127.0.0.1 at `port` on which `GET path` was sent, asking to close after;
/// its reads give up after a minute.
private func sentRequest(port: Int, path: String) -> Int32? {
  UInt16(exactly: port).flatMap {
    loopbackConnection(port: $0, sending: closingGet(path), timeout: 60)
  }
}

/// Whether an answer waits to be read on `socket`.
private func hasAnswer(_ socket: Int32) -> Bool {
  var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
  return poll(&descriptor, 1, 0) > 0
}

/// The status of the answer on `socket`, read to its end (the server closes after it); `nil`
/// when none came within the connection's minute.
private func answerStatus(of socket: Int32) -> Int? {
  // "HTTP/1.1 200 OK": the status is the second word.
  let words = readToEnd(socket).prefix(32).split(separator: UInt8(ascii: " "))
  guard words.count > 1 else { return nil }
  return Int(String(decoding: words[1], as: UTF8.self))
}
