// The find in the page of `app browse`: `/` on a post finds a text in it, and `n` goes from one
// match to the next, each to the end of its redraw.
import Foundation

/// On post 1 of `app browse --sample`: `/`, then `e`, found dozens of times in its fields and
/// body, to the end of the redraw that marks the matches in sight; then Enter, and `n` 60
/// times, each going to the next match (round the ends), to the end of its redraw.
func reportFindInPage(_ binary: String, _ report: (String, String, String, Bool) -> Void) {
  let name = "a key in the find bar: find in the post, mark, redraw"
  guard let run = BrowseRun(binary: binary, arguments: ["browse", "--sample"]) else {
    report(name, "could not start it on a pseudo-terminal", "-", false)
    return
  }
  defer { _ = run.quit(keys: "\u{1B}\u{1B}q") }
  guard run.waitFor("of 100", limit: .seconds(10)) != nil,
    run.press("\r", untilTheLastRowStartsWith: " post 1 ") != nil,
    run.press("/", until: "\u{1B}[24;") != nil,
    let found = run.press("e", untilTheLastRowStartsWith: " post 1 · match 1 of")
  else {
    report(name, "the matches were never said", "< 16 ms", false)
    return
  }
  report(
    name, String(format: "%.2f ms", seconds(found) * 1000), "< 16 ms", found < .milliseconds(16))
  guard run.press("\r", until: "\u{1B}[24;") != nil else {
    report("n: the next match, to the end of its redraw", "Enter never redrew", "-", false)
    return
  }
  reportRedraws(
    run, pressing: "n", times: 60, as: "n: the next match, to the end of its redraw", report)
}
