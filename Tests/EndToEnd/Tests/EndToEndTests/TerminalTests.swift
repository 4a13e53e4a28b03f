import Foundation
import Testing

@Suite("on a terminal", .onWaitingThreads)
struct TerminalTests {
  @Test func theTableFitsTheTerminalsWidth() throws {
    let narrow = try TerminalProcess.run(["posts", "--sample"], columns: 40)
    let wide = try TerminalProcess.run(["posts", "--sample"], columns: 120)

    #expect(narrow.status == 0)
    // A loaded machine may show the spinner first; the terminal then shows what follows its erase.
    let lines = TerminalText.afterSpinner(TerminalText.withoutStyles(narrow.output))
      .split(separator: "\n").map(String.init)
    #expect(lines.count >= 101, "a header and 100 rows")
    for line in lines {
      #expect(TerminalText.cells(line) <= 40, "\(line)")
    }
    #expect(lines.contains { TerminalText.cells($0) == 40 && $0.contains("…") }, "titles are cut")
    let wideLines = TerminalText.afterSpinner(TerminalText.withoutStyles(wide.output))
      .split(separator: "\n")
    #expect(wideLines.contains { TerminalText.cells(String($0)) > 40 })
  }

  @Test func coloursATerminal() throws {
    let result = try TerminalProcess.run(["posts", "--sample"])

    #expect(result.status == 0)
    #expect(result.output.contains("\u{1B}[1m"), "the header is bold")
  }

  @Test(arguments: [
    (["posts", "--sample"], ["NO_COLOR": "1"]),
    (["posts", "--sample"], ["TERM": "dumb"]),
    (["posts", "--sample", "--color", "never"], [:]),
    (["post", "7", "--sample", "--color=never"], [:]),
  ])
  func staysPlainWhenAsked(arguments: [String], environment: [String: String]) throws {
    let result = try TerminalProcess.run(arguments, environment: environment)

    #expect(result.status == 0)
    #expect(!TerminalText.hasStyles(result.output))
    #expect(result.output.contains("Margaret Holloway"))
  }

  @Test func coloursAPipeWithColorAlways() throws {
    let result = try AppProcess.run(["posts", "--sample", "--color", "always"])

    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\u{1B}[1m"))
    #expect(result.standardOutput.contains("100 posts"), "the terminal's view, for less -R")
  }

  @Test func theSpinnerLeavesNothingBehind() throws {
    let result = try TerminalProcess.run(["posts", "--sample", "--latency", "300ms"])

    #expect(result.status == 0)
    let rest = TerminalText.afterSpinner(result.output)
    #expect(!rest.contains { TerminalText.spinnerFrames.contains($0) })
    #expect(!rest.contains("Loading"))
    #expect(rest.hasPrefix(" ID") || rest.hasPrefix("\u{1B}[1m ID"), "the view follows at once")
    #expect(rest.contains("100 posts"))
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

    #expect(paged.status == 0)
    #expect(pagedText.contains("100 posts"), "the pager got the view")
    #expect(!paged.output.contains("100 posts"), "and the program printed nothing itself")
    #expect(direct.status == 0)
    #expect(!FileManager.default.fileExists(atPath: marker.path), "--no-pager runs no pager")
    #expect(direct.output.contains("100 posts"))
  }

  @Test func thePagerGetsLessDefaults() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-pager-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }

    let result = try TerminalProcess.run(
      ["posts", "--sample"],
      environment: ["PAGER": "printf '%s' \"$LESS\" > '\(marker.path)'; cat > /dev/null"])

    #expect(result.status == 0)
    #expect(try String(contentsOf: marker, encoding: .utf8) == "FRX")
  }

  @Test func aPagerThatCannotStartFallsBackToPrinting() throws {
    let result = try TerminalProcess.run(
      ["posts", "--sample"], environment: ["PAGER": "no-such-pager-here"])

    #expect(result.status == 0)
    #expect(result.output.contains("100 posts"))
  }

  @Test func shortOutputIsNotPaged() throws {
    let result = try TerminalProcess.run(
      ["post", "7", "--sample"], environment: ["PAGER": "false"], rows: 200)

    #expect(result.status == 0)
    #expect(result.output.contains("Comments"))
  }
}
