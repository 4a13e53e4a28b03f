import AppCommands
import AppCommandsTestSupport
import ArgumentParsing
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct ApplicationTests {
  @Test func printsTheSamplePosts() async {
    let (status, console) = await run(["posts", "--sample"])

    checkEqual(status, .success)
    check(console.error.isEmpty)
    checkEqual(console.output.split(separator: "\n").count, 100, "a tab-separated row per post")
    check(console.output.hasSuffix("\n"))
  }

  @Test func printsASamplePost() async {
    let (status, console) = await run(["post", "7", "--sample"])

    checkEqual(status, .success)
    check(console.error.isEmpty)
    check(console.output.contains("Comments"))
  }

  @Test func printsJSON() async {
    let (status, console) = await run(["post", "7", "--sample", "--json"])

    checkEqual(status, .success)
    check(console.output.hasPrefix("{\n"))
    check(console.output.contains("\"comments\" : ["))
    check(console.output.hasSuffix("}\n"))
  }

  @Test func reportsAMissingPost() async {
    let (status, console) = await run(["post", "999", "--sample"])

    checkEqual(status, .notFound)
    check(console.output.isEmpty)
    checkEqual(console.error, "app: post 999 not found\n")
  }

  @Test func reportsAUsageErrorWithTheUsageLine() async {
    let (status, console) = await run(["post", "abc"])

    checkEqual(status, .usage)
    check(console.output.isEmpty)
    checkEqual(
      console.error,
      "app: invalid post id 'abc' (expected a positive whole number)\nusage: app post <id> [options]\n"
    )
  }

  @Test(arguments: CompletionShell.allCases)
  func printsACompletionScript(shell: CompletionShell) async {
    let (status, console) = await run(["completion", shell.rawValue])

    checkEqual(status, .success)
    checkEqual(console.output, CompletionScript(for: AppCommandLine.spec, shell: shell).text)
    check(console.error.isEmpty)
  }

  @Test func pagesLongOutputOnATerminal() async throws {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: true, height: 24),
      environment: ["PAGER": "more"]
    )

    let status = await application.run(arguments: ["posts", "--sample"])

    checkEqual(status, .success)
    let run = try #require(recorder.pagers.first)
    checkEqual(recorder.pagers.count, 1)
    checkEqual(run.pager.command, "more")
    checkEqual(run.pager.environment["LESS"], "FRX")
    check(run.text.contains("100 posts"))
    check(recorder.output.isEmpty)
  }

  @Test func printsDirectlyWithNoPager() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: true, height: 24), environment: [:])

    let status = await application.run(arguments: ["posts", "--sample", "--no-pager"])

    checkEqual(status, .success)
    check(recorder.pagers.isEmpty)
    check(recorder.output.contains("100 posts"))
  }

  @Test func printsShortOutputDirectly() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: true, height: 500), environment: [:])

    let status = await application.run(arguments: ["post", "7", "--sample"])

    checkEqual(status, .success)
    check(recorder.pagers.isEmpty)
    check(recorder.output.contains("Comments"))
  }

  @Test func printsDirectlyWhenThePagerCannotStart() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: true, height: 24, pagerStarts: false),
      environment: ["PAGER": "no-such-pager"]
    )

    let status = await application.run(arguments: ["posts", "--sample"])

    checkEqual(status, .success)
    checkEqual(recorder.pagers.count, 1)
    check(recorder.output.contains("100 posts"))
  }

  @Test func neverPagesIntoAPipe() async {
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(height: 24), environment: [:])

    _ = await application.run(arguments: ["posts", "--sample", "--json"])

    check(recorder.pagers.isEmpty)
    check(recorder.output.hasPrefix("["))
  }

  @Test func colourAlwaysStylesThePipedViewAndErrors() async {
    let (status, console) = await run(["posts", "--sample", "--color", "always"])
    let (missing, errorConsole) = await run(["post", "999", "--sample", "--color=always"])

    checkEqual(status, .success)
    check(console.output.contains("\u{1B}[1m"))
    checkEqual(missing, .notFound)
    checkEqual(errorConsole.error, "\u{1B}[31mapp:\u{1B}[0m post 999 not found\n")
  }

  @Test func colourNeverKeepsATerminalPlain() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: true, usesColor: true), environment: [:])

    _ = await application.run(arguments: ["posts", "--sample", "--color", "never", "--no-pager"])
    _ = await application.run(arguments: ["post", "abc", "--color", "never"])

    check(recorder.output.contains("100 posts"))
    check(!recorder.output.contains("\u{1B}"))
    check(recorder.error.hasPrefix("app: invalid post id 'abc'"))
  }

  @Test func aPipeGetsTabSeparatedRows() async {
    let (_, console) = await run(["posts", "--sample"])

    let first = console.output.split(separator: "\n").first ?? ""
    checkEqual(first.split(separator: "\t").first, "1")
    check(!console.output.contains("100 posts"))
  }

  @Test func anInterruptWhileLoadingExits130AndPrintsNothing() async {
    let recorder = ConsoleRecorder()
    let interruptAtOnce = Interrupts(
      observe: { handler in
        handler()
        return {}
      },
      terminate: { _ in }
    )
    let application = Application(
      console: recorder.console(), environment: [:], interrupts: interruptAtOnce)

    let status = await application.run(arguments: ["posts", "--sample"])

    checkEqual(status, .interrupted)
    check(recorder.output.isEmpty)
    check(recorder.error.isEmpty)
  }

  @Test func printsTheVersion() async {
    let (status, console) = await run(["--version"])

    checkEqual(status, .success)
    checkEqual(console.output, "app \(AppVersion.current)\n")
  }

  @Test func printsHelpToStandardOutput() async {
    let (status, console) = await run(["help", "posts"])

    checkEqual(status, .success)
    checkEqual(console.output, HelpText.command("posts"))
    check(console.error.isEmpty)
  }

  @Test func printsTheUsersForAnOwnerAsJSONWithoutThemInReverseOrder() async throws {
    let (status, console) = await run(["users", "--owner", "3", "--sample", "--json"])

    checkEqual(status, .success)
    check(console.error.isEmpty)
    struct Identified: Decodable { var id: Int }
    let users = try JSONDecoder().decode([Identified].self, from: Data(console.output.utf8))
    checkEqual(users.map(\.id), [10, 9, 8, 7, 6, 5, 4, 2, 1])
  }

  @Test func writesThePageOfJSONToStandardErrorOnlyWhenItIsATerminal() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(errorIsTerminal: true), environment: [:])
    let status = await application.run(
      arguments: ["posts", "--sample", "--json", "--page", "2", "--per-page", "10"])
    let (pipedStatus, piped) = await run(
      ["posts", "--sample", "--json", "--page", "2", "--per-page", "10"])

    checkEqual(status, .success)
    check(recorder.error.hasSuffix("page 2 of 10 (100 posts)\n"))
    check(recorder.output.hasPrefix("["))
    checkEqual(pipedStatus, .success)
    check(piped.error.isEmpty)
    checkEqual(piped.output, recorder.output)
  }

  @Test func reportsASearchWithNoMatchOnStandardErrorWhenPiped() async {
    let (status, console) = await run(["users", "--search", "nobody-here", "--sample"])

    checkEqual(status, .success)
    check(console.output.isEmpty)
    checkEqual(console.error, "No users match \"nobody-here\".\n")
  }

  @Test func reportsAMissingUser() async {
    let (status, console) = await run(["user", "999", "--sample"])

    checkEqual(status, .notFound)
    check(console.output.isEmpty)
    checkEqual(console.error, "app: user 999 not found\n")
  }
}
