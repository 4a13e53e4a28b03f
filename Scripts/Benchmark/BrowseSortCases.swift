// The sort path of `app browse`: `S` then `t` sorts the posts by title (asking for the pages not
// loaded yet), and the keys that move over the sorted posts redraw as fast as over the others.
import Foundation

/// `S t` on the posts of `app browse --sample` once the first screen is full: the time to the
/// redraw that marks the sorted column, then 60 moves down the 100 posts sorted by title, each
/// to the end of its redraw, with the same target as the moves over the posts in their order.
func reportSortPath(_ binary: String, _ report: (String, String, String, Bool) -> Void) {
  guard let run = BrowseRun(binary: binary, arguments: ["browse", "--sample"]) else {
    report("S t: sort by title", "could not start it on a pseudo-terminal", "-", false)
    return
  }
  defer { _ = run.quit() }
  guard run.waitFor("of 100", limit: .seconds(10)) != nil,
    run.waitForTheLastRow(toStartWith: " post 1 of 100 · 40 loaded", limit: .seconds(10)),
    run.press("S", until: "sort by:") != nil,
    let sorted = run.press("t", until: "TITLE↑")
  else {
    report("S t: sort by title", "the sorted header never showed", "< 16 ms", false)
    return
  }
  report(
    "S t: sort by title, to the end of its redraw",
    String(format: "%.2f ms", seconds(sorted) * 1000), "< 16 ms", sorted < .milliseconds(16))

  // The pages not loaded yet come and are sorted in.
  _ = run.cpuTime(over: .seconds(1))
  var redraws: [Duration] = []
  for _ in 0..<60 {
    guard let redraw = run.press("j", until: "\u{1B}[24;") else { break }
    redraws.append(redraw)
  }
  guard redraws.count == 60, let worst = redraws.max() else {
    report("sorted: a key to the end of its redraw", "a redraw never came", "worst < 16 ms", false)
    return
  }
  report(
    "sorted: a key to the end of its redraw",
    String(
      format: "60 keys: median %.2f ms, worst %.2f ms", seconds(median(redraws)) * 1000,
      seconds(worst) * 1000),
    "worst < 16 ms", worst < .milliseconds(16))
}
