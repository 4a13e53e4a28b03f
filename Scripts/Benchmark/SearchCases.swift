// The benchmark's case for the search bar of `app browse`: an album of 5,000 photos on a
// loopback server, searched a key at a time, each key re-filtering every photo and redrawing
// the grid; then the CPU used while the bar waits. Each figure is also given as a ratio
// against a bare start, measured in the same run.
import Foundation

/// Runs the search case, prints one line per figure, and returns whether all met their targets.
func runSearchCases(_ binary: String, startFloor: Duration) -> Bool {
  print("\nsearch cases: app browse, album of 5,000 photos on a loopback server, 80x24\n")
  let table = CaseTable(figureWidth: 46, targetWidth: 12)
  func report(_ name: String, _ figure: String, _ target: String, _ ok: Bool) {
    table.report(name, figure, target, ok, "")
  }
  guard let server = Server(.api(milliseconds: 0)) else {
    report("the search", "could not start the loopback server", "-", false)
    return table.passed
  }
  defer { server.stop() }
  guard
    let run = BrowseRun(
      binary: binary,
      arguments: ["browse", "--base-url", "http://127.0.0.1:\(server.port)", "--no-cache"])
  else {
    report("the search", "could not start app browse on a pseudo-terminal", "-", false)
    return table.passed
  }
  let floor = seconds(startFloor)
  // The Albums tab, then the album's grid, then the search bar.
  _ = run.waitFor("[Posts]", limit: .seconds(10))
  guard run.press("3", until: "Five thousand photos") != nil,
    run.press("\r", until: "of 5000") != nil, run.press("/", until: "/") != nil
  else {
    report("the search", "the album's grid never showed", "< 16 ms", false)
    _ = run.quit()
    return table.passed
  }

  // Digits and Backspace, so that each key changes what matches: 1, 12, 123, 12, 1, 2, 23, …
  var keys: [String] = []
  for first in 1...9 {
    keys += [
      "\(first)", "\(first % 9 + 1)", "\((first + 3) % 9 + 1)", "\u{7F}", "\u{7F}", "\u{7F}",
    ]
  }
  var times: [Duration] = []
  for key in keys {
    // The status line, the last row, is the end of each redraw; its count changes each key.
    guard let time = run.press(key, until: "\u{1B}[24;") else { break }
    times.append(time)
  }
  if times.count == keys.count {
    let middle = median(times)
    let slowest = times.max() ?? .zero
    report(
      "a key in the search bar: filter 5,000, redraw",
      String(
        format: "median of %d %.2f ms (max %.1f) = %.3fx a bare start", times.count,
        seconds(middle) * 1000, seconds(slowest) * 1000, seconds(middle) / floor),
      "< 16 ms", middle < .milliseconds(16))
  } else {
    report("a key in the search bar", "a redraw never came", "< 16 ms", false)
  }

  _ = run.cpuTime(over: .seconds(1))
  let idle = run.cpuTime(over: .seconds(5))
  report(
    "CPU over 5 idle seconds, bar open",
    idle.map {
      String(format: "cpu %.3f s / wall 5 s = %.2f%% of a core", seconds($0), seconds($0) / 5 * 100)
    } ?? "could not read the CPU time", "< 1%", idle.map { seconds($0) / 5 < 0.01 } ?? false)
  // Ctrl-C, since q would be typed into the bar.
  _ = run.quit(keys: "\u{03}")
  return table.passed
}
