import TestSupport
import Testing

@testable import TerminalViews

@Suite struct TransferMeterTests {
  @Test func theMessageStandsAloneForTheFirstSecond() {
    let meter = TransferMeter()
    meter.update(completed: 10, expected: 100)

    checkEqual(meter.line("Saving files…", elapsed: .milliseconds(900), width: 80), "Saving files…")
    check(meter.line("Saving files…", elapsed: .seconds(1), width: 80).contains("10%"))
  }

  @Test func aLineAt80ColumnsHasTheBarTheShareTheBytesTheRateAndTheTimeLeft() {
    let line = TransferMeter.line(
      "Saving files…", completed: 50_000_000, expected: 200_000_000, elapsed: .seconds(4),
      width: 80)

    checkEqual(
      line,
      "Saving files… \(String(repeating: "█", count: 2))\(String(repeating: "░", count: 9)) "
        + " 25%     50 MB of 200 MB   12.5 MB/s         12 s left")
    checkEqual(line.count, 80)
  }

  @Test func theBarKeepsItsWidthAsTheNumbersChange() {
    let widths = [0, 1_234, 9_900_000, 19_300_000, 19_999_999].map { completed in
      let line = TransferMeter.line(
        "Saving", completed: Int64(completed), expected: 20_000_000, elapsed: .seconds(3),
        width: 100)
      return line.filter { "█░".contains($0) }.count
    }

    checkEqual(Set(widths).count, 1, "\(widths)")
  }

  @Test func aNarrowLineKeepsTheShareAndTheBarFirst() {
    let line = TransferMeter.line(
      "Saving files…", completed: 50_000_000, expected: 200_000_000, elapsed: .seconds(4),
      width: 40)

    check(line.count <= 40, "\(line)")
    check(line.hasPrefix("Saving files… █") && line.hasSuffix(" 25%"), "\(line)")
    checkEqual(
      TransferMeter.line("Saving", completed: 1, expected: 2, elapsed: .seconds(2), width: 12),
      "Saving 50% …")
  }

  @Test func anUnknownLengthShowsTheBytesAndTheRate() {
    checkEqual(
      TransferMeter.line(
        "Saving", completed: 3_000_000, expected: nil, elapsed: .seconds(2), width: 80),
      "Saving 3 MB  1.5 MB/s")
  }

  @Test func timesLeftReadAsAPersonSaysThem() {
    checkEqual(TransferMeter.time(7.2), "8 s")
    checkEqual(TransferMeter.time(125), "2 min 5 s")
    checkEqual(TransferMeter.time(3840), "1 h 4 min")
    checkEqual(TransferMeter.time(.infinity), "a long time")
  }

  @Test func onceEveryByteHasGoneTheAnswerIsAwaited() {
    checkEqual(
      TransferMeter.line(
        "Saving files…", completed: 20_000_000, expected: 20_000_000, elapsed: .seconds(3),
        width: 80),
      "Saving files… 100%  20 MB handed over, waiting for the server")
  }
}
