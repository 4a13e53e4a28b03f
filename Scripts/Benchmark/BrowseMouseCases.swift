// The mouse cases of `app browse`, on the run the browse cases started: the time from a click,
// and from a turn of the wheel, to the end of its redraw.
import Foundation

/// Clicks two rows in turn, then turns the wheel down and up in turn, 60 times each, and
/// reports the median and the worst time to the end of each redraw (the status line, the last
/// row, is drawn last).
func reportMouseCases(
  _ run: BrowseRun, floor: Double, _ report: (String, String, String, Bool) -> Void
) {
  // A press and a release of the left button on the cell at `column`, `row`, from 1.
  func click(column: Int, row: Int) -> String {
    "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m"
  }
  let cases: [(String, (Int) -> String)] = [
    ("a click to the end of its redraw", { click(column: 10, row: 5 + $0 % 2) }),
    ("a turn of the wheel to the end of its redraw", { "\u{1B}[<\(64 + ($0 + 1) % 2);10;8M" }),
  ]
  for (name, bytes) in cases {
    var redraws: [Duration] = []
    for index in 0..<60 {
      guard let redraw = run.press(bytes(index), until: "\u{1B}[24;") else { break }
      redraws.append(redraw)
    }
    guard redraws.count == 60, let worst = redraws.max() else {
      report(name, "a redraw never came", "worst < 16 ms", false)
      continue
    }
    let middle = median(redraws)
    report(
      name,
      String(
        format: "60 times: median %.2f ms = %.3fx a bare start, worst %.2f ms",
        seconds(middle) * 1000, seconds(middle) / floor, seconds(worst) * 1000),
      "worst < 16 ms", worst < .milliseconds(16))
  }
}
