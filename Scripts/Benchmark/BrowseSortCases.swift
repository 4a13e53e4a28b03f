// The sort path of `app browse`: `S` then `t` sorts the 100 posts by title, and the keys that
// move over the sorted posts redraw as fast as over the others.
import Foundation

/// `S t` on the 100 posts of `app browse --sample`, every page loaded (`G`, then `g` back to
/// the top): the time to the redraw that marks the sorted column, then 60 moves down the posts
/// sorted by title, from the top, each to the end of its redraw, with the same target as the
/// moves over the posts in their own order.
func reportSortPath(_ binary: String, _ report: (String, String, String, Bool) -> Void) {
  guard let run = BrowseRun(binary: binary, arguments: ["browse", "--sample"]) else {
    report("S t: sort by title", "could not start it on a pseudo-terminal", "-", false)
    return
  }
  defer { _ = run.quit() }
  guard run.waitFor("of 100", limit: .seconds(10)) != nil,
    run.waitForTheLastRow(toStartWith: " post 1 of 100 · 50 loaded", limit: .seconds(10)),
    run.press("G", untilTheLastRowStartsWith: " post 100 of 100") != nil,
    run.press("g", untilTheLastRowStartsWith: " post 1 of 100") != nil,
    run.press("S", until: "sort by:") != nil,
    // The screen is written as cells that changed: the arrow, in the header and the status
    // line, is the first sign of the sorted screen.
    let sorted = run.press("t", until: "↑")
  else {
    report("S t: sort by title", "the sorted header never showed", "< 16 ms", false)
    return
  }
  report(
    "S t: sort by title, to the end of its redraw",
    String(format: "%.2f ms", seconds(sorted) * 1000), "< 16 ms", sorted < .milliseconds(16))

  // From the top of the sorted posts, so that 60 moves stay within them.
  guard run.press("g", until: "\u{1B}[24;") != nil else {
    report("sorted: a key to the end of its redraw", "g never redrew", "worst < 16 ms", false)
    return
  }
  reportRedraws(
    run, pressing: "j", times: 60, as: "sorted: a key to the end of its redraw", report)
}

/// Presses `key` `times` times, each until the status line, the last row, is drawn, and reports
/// the median and the worst time to the end of its redraw as `name`, the worst under 16 ms.
func reportRedraws(
  _ run: BrowseRun, pressing key: String, times: Int, as name: String,
  _ report: (String, String, String, Bool) -> Void
) {
  var redraws: [Duration] = []
  for _ in 0..<times {
    guard let redraw = run.press(key, until: "\u{1B}[24;") else { break }
    redraws.append(redraw)
  }
  guard redraws.count == times, let worst = redraws.max() else {
    report(name, "a redraw never came", "worst < 16 ms", false)
    return
  }
  report(
    name,
    String(
      format: "%d keys: median %.2f ms, worst %.2f ms", times, seconds(median(redraws)) * 1000,
      seconds(worst) * 1000),
    "worst < 16 ms", worst < .milliseconds(16))
}
