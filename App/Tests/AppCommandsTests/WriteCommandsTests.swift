import AppCommands
import TerminalKit
import TerminalViews
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

    #expect(status == .success)
    #expect(console.output.contains("ID       101"))
    #expect(console.error.isEmpty)
  }

  @Test func reportsEveryProblemAtOnce() async {
    let (status, console) = await run(["user", "create", "--email", "no at sign"])

    #expect(status == .dataError)
    #expect(
      console.error == "app: name: can't be blank\napp: username: can't be blank\n"
        + "app: email: is not a valid address\n")
    #expect(console.output.isEmpty)
  }

  @Test func readsTheBodyFromStandardInput() async {
    let (status, console) = await run(
      ["post", "create", "--user", "1", "--title", "T", "--body", "-", "--json"],
      input: "line one\nline two\n")

    #expect(status == .success)
    #expect(console.output.contains(#""body" : "line one\nline two""#))
  }

  @Test func asksForEachFieldOnATerminal() async {
    let (status, console) = await run(
      ["post", "create"], terminal: true, answers: ["1", "Asked", "Answered"])

    #expect(status == .success)
    #expect(console.error == "? User ID: ? Title: ? Body: ")
    #expect(console.output.contains("Asked"))
  }

  @Test func editShowsTheCurrentValuesAsDefaults() async {
    let answers = ["", "renee@new.example"] + Array(repeating: "", count: 8)
    let (status, console) = await run(["user", "edit", "2"], terminal: true, answers: answers)

    #expect(status == .success)
    #expect(console.error.hasPrefix("? Name (Renée Fontaine): ? Username (rfontaine): ? Email ("))
    #expect(console.output.contains("renee@new.example"))
    #expect(console.output.contains("Renée Fontaine"))
  }

  @Test func theEndOfInputAtAPromptCancels() async {
    let (status, console) = await run(["post", "create"], terminal: true, answers: ["1"])

    #expect(status == .interrupted)
    #expect(console.output.isEmpty)
  }

  @Test func deleteAsksOnATerminal() async {
    let (yes, confirmed) = await run(["post", "delete", "7"], terminal: true, answers: ["y"])
    let (no, declined) = await run(["post", "delete", "7"], terminal: true, answers: ["n"])

    #expect(yes == .success)
    #expect(confirmed.error == "Delete post 7 \"Ramen notes from 東京 🍜\"? [y/N] ")
    #expect(confirmed.output == "Deleted post 7.\n")
    #expect(no == .interrupted)
    #expect(declined.output.isEmpty)
  }

  @Test func deleteNamesTheUser() async {
    let (status, console) = await run(["user", "delete", "2"], terminal: true, answers: ["n"])

    #expect(status == .interrupted)
    #expect(console.error == "Delete user 2 \"Renée Fontaine\"? [y/N] Not deleted.\n")
  }

  @Test(arguments: [["post", "delete", "999"], ["post", "delete", "999", "--yes"]])
  func deletingAMissingPostAsksNothing(arguments: [String]) async {
    let (status, console) = await run(arguments, terminal: true, answers: ["y"])

    #expect(status == .notFound)
    #expect(console.error == "app: post 999 not found\n")
    #expect(console.output.isEmpty)
  }

  @Test func deleteRefusesWithoutYesWhenInputIsNotATerminal() async {
    let (status, console) = await run(["user", "delete", "2"])

    #expect(status == .usage)
    #expect(console.error.contains("pass --yes"))
    #expect(console.error.hasSuffix("usage: app user delete <id> [options]\n"))
  }
}
