import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct CacheReportViewTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)
  static let report = CacheReport(
    location: "/home/ada/.cache/app", isEnabled: true, limit: 50_000_000,
    servers: [
      .init(
        baseURL: "http://127.0.0.1:3000", entries: 3, bytes: 18_400,
        oldest: (now - 7200).formatted(.iso8601), share: 25_000_000),
      .init(
        baseURL: "https://jsonplaceholder.typicode.com", entries: 12, bytes: 1_250_000,
        oldest: nil, share: 25_000_000),
    ])

  @Test func listsEachServerWithItsAnswersSizeAndOldestAge() {
    var report = Self.report
    report.servers[1].oldest = (Self.now - 90).formatted(.iso8601)
    let view = CacheReportView(report: report, turnedOffBy: "--no-cache")

    let text = view.render(now: Self.now, options: RenderOptions(width: 80, isTerminal: true))

    checkEqual(
      text,
      """
      Location: /home/ada/.cache/app
      Limit: 50 MB, an equal share per server
      SERVER                                ANSWERS     SIZE  SHARE  OLDEST
      http://127.0.0.1:3000                       3  18.4 kB  25 MB  2 hours ago
      https://jsonplaceholder.typicode.com       12   1.3 MB  25 MB  1 minute ago

      """)
  }

  @Test func saysWhenNothingIsStoredAndWhenTheCacheIsOff() {
    let report = CacheReport(location: nil, isEnabled: false, limit: 50_000_000, servers: [])
    let view = CacheReportView(report: report, turnedOffBy: "--no-cache or $APP_NO_CACHE")

    checkEqual(
      view.render(now: Self.now, options: RenderOptions()),
      """
      Location: none ($XDG_CACHE_HOME and $HOME are not set)
      The cache is turned off (--no-cache or $APP_NO_CACHE).
      Limit: 50 MB, an equal share per server
      Nothing is stored.

      """)
  }

  @Test func pipedEachServerIsOneTabSeparatedRowAndTheNotesStandApart() {
    let view = CacheReportView(report: Self.report, turnedOffBy: "--no-cache")

    checkEqual(
      view.rows,
      [
        "http://127.0.0.1:3000\t3\t18400\t2023-11-14T20:13:20Z\t25000000",
        "https://jsonplaceholder.typicode.com\t12\t1250000\t-\t25000000",
      ])
    checkEqual(
      view.notes,
      [
        "Location: /home/ada/.cache/app",
        "Limit: 50 MB, an equal share per server",
      ])
  }

  @Test func shownOnATerminalOrWithColourAlwaysAsTheTable() {
    let view = CacheReportView(report: Self.report, turnedOffBy: "--no-cache")
    let terminal = ConsoleRecorder()
    let pipe = ConsoleRecorder()

    checkEqual(
      view.show(
        on: terminal.console(outputIsTerminal: true, width: 60), output: OneShotOutput(),
        now: Self.now),
      .success)
    checkEqual(
      view.show(
        on: pipe.console(width: 60), output: OneShotOutput(color: .always), now: Self.now),
      .success)

    let table = view.render(now: Self.now, options: RenderOptions(width: 60, isTerminal: true))
    checkEqual(terminal.output, table)
    checkEqual(terminal.error, "")
    checkEqual(
      pipe.output,
      view.render(
        now: Self.now, options: RenderOptions(width: 60, usesColor: true, isTerminal: true)))
    checkEqual(pipe.error, "")
  }

  @Test func shownIntoAPipeAsRowsWithTheNotesOnStandardError() {
    let view = CacheReportView(report: Self.report, turnedOffBy: "--no-cache")
    let recorder = ConsoleRecorder()

    let status = view.show(on: recorder.console(), output: OneShotOutput(), now: Self.now)

    checkEqual(status, .success)
    checkEqual(recorder.output, view.rows.map { $0 + "\n" }.joined())
    checkEqual(recorder.error, view.notes.map { $0 + "\n" }.joined())
  }

  @Test func shownAsJSONUnpagedOnATerminal() throws {
    let view = CacheReportView(report: Self.report, turnedOffBy: "--no-cache")
    let recorder = ConsoleRecorder()

    let status = view.show(
      on: recorder.console(outputIsTerminal: true, height: 2), output: OneShotOutput(format: .json),
      now: Self.now)

    checkEqual(status, .success)
    checkEqual(recorder.output, try JSONOutput.text(for: Self.report) + "\n")
    check(recorder.pagers.isEmpty)
    checkEqual(recorder.error, "")
  }

  @Test(
    arguments: [
      (0, "0 B"), (999, "999 B"), (1000, "1 kB"), (18_449, "18.4 kB"), (999_949, "999 kB"),
      (50_000_000, "50 MB"), (1_250_000, "1.3 MB"), (3_000_000_000, "3 GB"),
    ])
  func sizesArePowersOfAThousand(bytes: Int, text: String) {
    checkEqual(CacheReportView.sizeText(bytes), text)
  }
}
