import ArgumentParsing
import Models
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PhotosCommandTests {
  @Test func readsTheAlbumAndThePaging() throws {
    try checkEqual(parse(["photos"], as: PhotosCommand.self), PhotosCommand())
    try checkEqual(
      parse(["photos", "--album", "1", "--page", "3"], as: PhotosCommand.self),
      PhotosCommand(query: PhotoQuery(albumID: 1, list: RecordQuery(pageNumber: 3, perPage: nil))))
  }
}

@Suite struct PhotosGridCommandTests {
  private func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:])
    async -> (ExitCode, ConsoleRecorder)
  {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: terminal, width: 40, usesColor: terminal, pagerStarts: false)
    let application = Application(console: console, environment: environment)
    return (await application.run(arguments: arguments), recorder)
  }

  @Test func readsTheGridFlag() throws {
    try checkEqual(
      parse(["photos", "--album", "1", "--grid"], as: PhotosCommand.self),
      PhotosCommand(query: PhotoQuery(albumID: 1), showsGrid: true))
  }

  @Test func refusesTheGridWithJSON() async {
    let (status, console) = await run(
      ["photos", "--album", "1", "--grid", "--json", "--sample"], terminal: false)

    checkEqual(status, .usage)
    check(console.output.isEmpty)
    check(console.error.hasPrefix("app: options '--grid' and '--json' cannot be used together\n"))
  }

  @Test func printsTilesInTruecolorOnATerminalThatSaysSo() async {
    let (status, console) = await run(
      ["photos", "--album", "1", "--grid", "--sample"], terminal: true,
      environment: ["COLORTERM": "truecolor"])

    checkEqual(status, .success)
    let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
    // Two tiles to a row at 40 columns: 25 rows of a swatch, a title and a gap.
    let tileRows: Int = 25 * 5 - 1
    checkEqual(lines.count, tileRows + 2)
    check(console.output.contains("\u{1B}[0;48;2;"))
    check(console.output.contains("50 photos"))
  }

  @Test func printsTheNearestOf256ColoursWithoutTruecolor() async {
    let (status, console) = await run(
      ["photos", "--album", "1", "--grid", "--sample"], terminal: true)

    checkEqual(status, .success)
    check(console.output.contains("\u{1B}[0;48;5;"))
    check(!console.output.contains(";48;2;"))
  }

  @Test func printsTheNeutralPatternAndNoEscapesIntoAPipe() async {
    let (status, console) = await run(
      ["photos", "--album", "1", "--grid", "--sample"], terminal: false,
      environment: ["COLORTERM": "truecolor"])

    checkEqual(status, .success)
    check(!console.output.contains("\u{1B}"))
    check(console.output.hasPrefix(String(repeating: "░", count: 16) + "  "))
  }
}
