import AppCommands
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct WriteCommandsTests {
  func run(
    _ arguments: [String], terminal: Bool = false, answers: [String] = [], input: String = ""
  ) async -> (ExitCode, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: terminal, inputIsTerminal: terminal, answers: answers, input: input)
    let application = Application(console: console, environment: [:])
    return (await application.run(arguments: arguments + ["--sample"]), recorder)
  }

  @Test func createsAPostFromItsOptions() async {
    let (status, console) = await run([
      "post", "create", "--user", "1", "--title", "Hi", "--body", "There",
    ])

    checkEqual(status, .success)
    check(console.output.contains("ID       101"))
    check(console.error.isEmpty)
  }

  @Test func reportsEveryProblemAtOnce() async {
    let (status, console) = await run(["user", "create", "--email", "no at sign"])

    checkEqual(status, .dataError)
    checkEqual(
      console.error,
      "app: name: can't be blank\napp: username: can't be blank\n"
        + "app: email: is not a valid address\n")
    check(console.output.isEmpty)
  }

  @Test func readsTheBodyFromStandardInput() async {
    let (status, console) = await run(
      ["post", "create", "--user", "1", "--title", "T", "--body", "-", "--json"],
      input: "line one\nline two\n")

    checkEqual(status, .success)
    check(console.output.contains(#""body" : "line one\nline two""#))
  }

  @Test func asksForEachFieldOnATerminal() async {
    let (status, console) = await run(
      ["post", "create"], terminal: true, answers: ["1", "Asked", "Answered"])

    checkEqual(status, .success)
    checkEqual(console.error, "? User ID: ? Title: ? Body: ")
    check(console.output.contains("Asked"))
  }

  @Test func editShowsTheCurrentValuesAsDefaults() async {
    let answers = ["", "renee@new.example"] + Array(repeating: "", count: 8)
    let (status, console) = await run(["user", "edit", "2"], terminal: true, answers: answers)

    checkEqual(status, .success)
    check(console.error.hasPrefix("? Name (Renée Fontaine): ? Username (rfontaine): ? Email ("))
    check(console.output.contains("renee@new.example"))
    check(console.output.contains("Renée Fontaine"))
  }

  @Test func theEndOfInputAtAPromptCancels() async {
    let (status, console) = await run(["post", "create"], terminal: true, answers: ["1"])

    checkEqual(status, .interrupted)
    check(console.output.isEmpty)
  }

  @Test func deleteAsksOnATerminal() async {
    let (yes, confirmed) = await run(["post", "delete", "7"], terminal: true, answers: ["y"])
    let (no, declined) = await run(["post", "delete", "7"], terminal: true, answers: ["n"])

    checkEqual(yes, .success)
    checkEqual(confirmed.error, "Delete post 7 \"Ramen notes from 東京 🍜\"? [y/N] ")
    checkEqual(confirmed.output, "Deleted post 7.\n")
    checkEqual(no, .interrupted)
    check(declined.output.isEmpty)
  }

  @Test func deleteNamesTheUser() async {
    let (status, console) = await run(["user", "delete", "2"], terminal: true, answers: ["n"])

    checkEqual(status, .interrupted)
    checkEqual(console.error, "Delete user 2 \"Renée Fontaine\"? [y/N] Not deleted.\n")
  }

  @Test(arguments: [["post", "delete", "999"], ["post", "delete", "999", "--yes"]])
  func deletingAMissingPostAsksNothing(arguments: [String]) async {
    let (status, console) = await run(arguments, terminal: true, answers: ["y"])

    checkEqual(status, .notFound)
    checkEqual(console.error, "app: post 999 not found\n")
    check(console.output.isEmpty)
  }

  @Test func deleteRefusesWithoutYesWhenInputIsNotATerminal() async {
    let (status, console) = await run(["user", "delete", "2"])

    checkEqual(status, .usage)
    check(console.error.contains("pass --yes"))
    check(console.error.hasSuffix("usage: app user delete <id> [options]\n"))
  }
}
