import Foundation
import TestSupport
import Testing

@Suite("on a terminal", .onWaitingThreads)
struct TerminalTests {
  @Test func theTableFitsTheTerminalsWidth() throws {
    let narrow = try TerminalProcess.run(["posts", "--sample"], columns: 40)
    let wide = try TerminalProcess.run(["posts", "--sample"], columns: 120)

    checkEqual(narrow.status, 0)
    // A loaded machine may show the spinner first; the terminal then shows what follows its erase.
    let lines = TerminalText.afterSpinner(TerminalText.withoutStyles(narrow.output))
      .split(separator: "\n").map(String.init)
    check(lines.count >= 101, "a header and 100 rows")
    for line in lines {
      check(TerminalText.cells(line) <= 40, "\(line)")
    }
    check(lines.contains { TerminalText.cells($0) == 40 && $0.contains("…") }, "titles are cut")
    let wideLines = TerminalText.afterSpinner(TerminalText.withoutStyles(wide.output))
      .split(separator: "\n")
    check(wideLines.contains { TerminalText.cells(String($0)) > 40 })
  }

  @Test func coloursATerminal() throws {
    let result = try TerminalProcess.run(["posts", "--sample"])

    checkEqual(result.status, 0)
    check(result.output.contains("\u{1B}[1m"), "the header is bold")
  }

  @Test(arguments: [
    (["posts", "--sample"], ["NO_COLOR": "1"]),
    (["posts", "--sample"], ["TERM": "dumb"]),
    (["posts", "--sample", "--color", "never"], [:]),
    (["post", "7", "--sample", "--color=never"], [:]),
  ])
  func staysPlainWhenAsked(arguments: [String], environment: [String: String]) throws {
    let result = try TerminalProcess.run(arguments, environment: environment)

    checkEqual(result.status, 0)
    check(!TerminalText.hasStyles(result.output))
    check(result.output.contains("Margaret Holloway"))
  }

  @Test func coloursAPipeWithColorAlways() throws {
    let result = try AppProcess.run(["posts", "--sample", "--color", "always"])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("\u{1B}[1m"))
    check(result.standardOutput.contains("100 posts"), "the terminal's view, for less -R")
  }

  @Test func theSpinnerLeavesNothingBehind() throws {
    let result = try TerminalProcess.run(["posts", "--sample", "--latency", "300ms"])

    checkEqual(result.status, 0)
    let rest = TerminalText.afterSpinner(result.output)
    check(!rest.contains { TerminalText.spinnerFrames.contains($0) })
    check(!rest.contains("Loading"))
    check(rest.hasPrefix(" ID") || rest.hasPrefix("\u{1B}[1m ID"), "the view follows at once")
    check(rest.contains("100 posts"))
  }

  @Test func longOutputGoesThroughThePager() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-pager-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }
    let pager = "cat > '\(marker.path)'"

    let paged = try TerminalProcess.run(["posts", "--sample"], environment: ["PAGER": pager])
    let pagedText = try String(contentsOf: marker, encoding: .utf8)
    try FileManager.default.removeItem(at: marker)
    let direct = try TerminalProcess.run(
      ["posts", "--sample", "--no-pager"], environment: ["PAGER": pager])

    checkEqual(paged.status, 0)
    check(pagedText.contains("100 posts"), "the pager got the view")
    check(!paged.output.contains("100 posts"), "and the program printed nothing itself")
    checkEqual(direct.status, 0)
    check(!FileManager.default.fileExists(atPath: marker.path), "--no-pager runs no pager")
    check(direct.output.contains("100 posts"))
  }

  @Test func thePagerGetsLessDefaults() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-pager-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }

    let result = try TerminalProcess.run(
      ["posts", "--sample"],
      environment: ["PAGER": "printf '%s' \"$LESS\" > '\(marker.path)'; cat > /dev/null"])

    checkEqual(result.status, 0)
    try checkEqual(String(contentsOf: marker, encoding: .utf8), "FRX")
  }

  @Test func aPagerThatCannotStartFallsBackToPrinting() throws {
    let result = try TerminalProcess.run(
      ["posts", "--sample"], environment: ["PAGER": "no-such-pager-here"])

    checkEqual(result.status, 0)
    check(result.output.contains("100 posts"))
  }

  @Test func shortOutputIsNotPaged() throws {
    let result = try TerminalProcess.run(
      ["post", "7", "--sample"], environment: ["PAGER": "false"], rows: 200)

    checkEqual(result.status, 0)
    check(result.output.contains("Comments"))
  }
}
