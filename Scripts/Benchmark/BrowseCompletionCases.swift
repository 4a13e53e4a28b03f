// The command line's completions of `app browse`: Tab lists the users' names over the command
// line, and Tab again goes to each in turn, each to the end of its redraw.
import Foundation

/// On `app browse --sample`, once the Users tab has read the users, `:users ` then Tab: the
/// time to the end of the redraw that lists their names (four rows of them over the command
/// line); then Tab 40 times, each going to the next name, to the end of its redraw (the
/// command line, the last row, is drawn last), with the target of any key.
func reportCompletionList(_ binary: String, _ report: (String, String, String, Bool) -> Void) {
  let name = "Tab listing the completions, to the end of its redraw"
  guard let run = BrowseRun(binary: binary, arguments: ["browse", "--sample"]) else {
    report(name, "could not start it on a pseudo-terminal", "-", false)
    return
  }
  defer { _ = run.quit(keys: "\u{1B}q") }
  guard run.waitFor("of 100", limit: .seconds(10)) != nil,
    // A generic list's names are those of the records it read.
    run.press("2", untilTheLastRowStartsWith: " user 1 of 10") != nil,
    run.press(":users ", untilTheLastRowStartsWith: ":users") != nil,
    // The screen is written as cells that changed: the list is read back from the screen.
    let listed = run.press("\t", untilRow: 19, startsWith: "Margaret Holloway")
  else {
    report(name, "the completions were never listed", "< 16 ms", false)
    return
  }
  report(
    name, String(format: "%.2f ms", seconds(listed) * 1000), "< 16 ms", listed < .milliseconds(16))

  reportRedraws(
    run, pressing: "\t", times: 40, as: "Tab to the next completion, to the end of its redraw",
    report)
}
