import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct OneShotOutputTests {
  private let recorder = ConsoleRecorder()
  private let long = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"

  @Test func longTextOnATerminalGoesThroughThePager() {
    let console = recorder.console(outputIsTerminal: true, height: 10)

    OneShotOutput().page(long, on: console, environment: ["PAGER": "less"])

    checkEqual(recorder.pagers.map(\.1), [long])
    checkEqual(recorder.output, "")
  }

  @Test(arguments: [
    (true, 40, true, "text that fits"), (true, 10, false, "--no-pager"),
    (false, 10, true, "a pipe"),
  ])
  func otherwiseTextIsPrintedAsItIs(terminal: Bool, rows: Int, usesPager: Bool, why: String) {
    let console = recorder.console(outputIsTerminal: terminal, height: rows)

    OneShotOutput(usesPager: usesPager).page(long, on: console, environment: [:])

    check(recorder.pagers.isEmpty, "\(why)")
    checkEqual(recorder.output, long, "\(why)")
  }

  @Test func aPagerThatCannotStartLeavesTheTextPrinted() {
    let console = recorder.console(outputIsTerminal: true, height: 10, pagerStarts: false)

    OneShotOutput().page(long, on: console, environment: [:])

    checkEqual(recorder.output, long)
  }

  @Test func jsonIsPagedWholeOnATerminalElsePrintedAsItIsEncoded() {
    let rows = Array(1...40)
    let terminal = recorder.console(outputIsTerminal: true, height: 10)
    checkEqual(OneShotOutput().printJSON(rows, on: terminal, environment: [:]), .success)
    check(recorder.pagers.first?.1.hasPrefix("[") == true && recorder.output.isEmpty)

    let other = ConsoleRecorder()
    let unpaged = OneShotOutput().printJSON(
      rows, on: other.console(outputIsTerminal: true, height: 10), environment: [:],
      paged: false)
    checkEqual(unpaged, .success)
    check(other.pagers.isEmpty && other.output.hasPrefix("[") && other.output.hasSuffix("]\n"))
  }

  @Test func theStyledViewIsForATerminalOrColourAlways() {
    let pipe = recorder.console(outputIsTerminal: false)

    check(!OneShotOutput().rendersForTerminal(on: pipe))
    check(OneShotOutput(color: .always).rendersForTerminal(on: pipe))
    check(OneShotOutput().rendersForTerminal(on: recorder.console(outputIsTerminal: true)))
  }
}
