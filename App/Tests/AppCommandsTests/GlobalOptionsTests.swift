import ArgumentParsing
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct GlobalOptionsTests {
  @Test func everyGlobalOptionIsListedOnceForHelp() {
    let names = GlobalOptions.all.map(\.name)
    checkEqual(
      names,
      [
        "base-url", "sample", "auth", "auth-type", "netrc", "latency", "timeout", "retries",
        "max-size", "cacert", "max-age", "refresh", "offline", "no-cache", "json", "color",
        "no-pager", "verbose", "help", "version",
      ])
  }

  @Test(
    arguments: [
      ([], nil),
      (["posts"], nil),
      (["posts", "--color", "never"], ColorChoice.never),
      (["--color=always", "posts"], .always),
      (["--color", "never", "--color=always"], .always),
      (["--color", "never", "--color=rainbow"], .never),
      (["--color"], nil),
      (["post", "--", "--color=always"], nil),
    ]
  )
  func theColourIsFoundOnACommandLineThatDoesNotParse(
    arguments: [String], expected: ColorChoice?
  ) {
    checkEqual(GlobalOptions.color.lastValue(in: arguments), expected)
  }

  @Test(arguments: [("always", true), ("never", false)])
  func aUsageErrorIsColouredAsAsked(choice: String, isColoured: Bool) async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(errorIsTerminal: !isColoured, usesColor: !isColoured),
      environment: [:])

    let status = await application.run(arguments: ["post", "abc", "--color", choice])

    checkEqual(status, .usage)
    checkEqual(recorder.error.contains("\u{1B}["), isColoured)
  }
}
