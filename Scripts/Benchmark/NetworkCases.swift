// The benchmark's cases against loopback servers: CPU while waiting, peak memory on large and
// compressed bodies, and the time to give up on a trickling body.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the network cases, prints one line each, and returns whether all met their targets.
func runNetworkCases(_ binary: String, gzipBomb: String) -> Bool {
  print("\nloopback cases: each figure against its floor or limit\n")
  var passed = true
  func report(_ name: String, _ figure: String, _ target: String, _ ok: Bool, _ note: String = "") {
    passed = passed && ok
    let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    print(
      padded + figure.padding(toLength: 36, withPad: " ", startingAt: 0)
        + target.padding(toLength: 14, withPad: " ", startingAt: 0) + (ok ? "ok" : "MISSED") + note)
  }
  func run(_ reply: Reply, _ arguments: [String]) -> Measurement? {
    guard let port = startServer(reply) else { return nil }
    return try? measure(binary, arguments + ["--base-url", "http://127.0.0.1:\(port)"])
  }
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  if let waiting = run(.delayed(seconds: 2), ["posts", "--no-pager"]) {
    let share = seconds(waiting.cpuTime) / seconds(waiting.wallTime)
    report(
      "app posts (answer after 2 s)",
      String(
        format: "cpu %.2f s / wall %.2f s = %.1f%%", seconds(waiting.cpuTime),
        seconds(waiting.wallTime), share * 100),
      "<= 5%", share <= 0.05 && waiting.status == 0)
  } else {
    report("app posts (answer after 2 s)", "server did not start", "<= 5%", false)
  }

  let floor = (try? measure(binary, ["--version"]))?.peakMemoryKiB ?? 0
  for (name, reply) in [
    ("app posts (200 MB array)", Reply.largeArray(bytes: 200_000_000)),
    ("app posts (3 MB gzip to 1 GB)", Reply.gzipFile(path: gzipBomb)),
  ] {
    guard let result = run(reply, ["posts", "--no-pager"]) else {
      report(name, "server did not start", "< 150 MB", false)
      continue
    }
    let peak = result.peakMemoryKiB / 1024
    report(
      name, "peak \(peak) MB (floor \(floor / 1024) MB) = \(peak / max(floor / 1024, 1))x",
      "< 150 MB", peak < 150 && !result.killed, result.killed ? "  (killed after 20 s)" : "")
  }

  if let trickle = run(.trickle(bytes: 30), ["todos", "--no-pager", "--timeout", "3s"]) {
    let wall = seconds(trickle.wallTime)
    let note =
      trickle.status == 64
      ? "  (exit 64: --timeout not supported yet)"
      : trickle.killed ? "  (killed after 20 s)" : ""
    report(
      "app todos --timeout 3s (1 byte/s)",
      String(format: "wall %.2f s = %.2fx the 3 s limit", wall, wall / 3), "<= 4 s",
      wall <= 4 && trickle.status != 64 && !trickle.killed, note)
  } else {
    report("app todos --timeout 3s (1 byte/s)", "server did not start", "<= 4 s", false)
  }
  return passed
}
