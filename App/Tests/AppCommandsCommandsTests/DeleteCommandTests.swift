import AppCommandsTestSupport
import ArgumentParsing
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct DeleteCommandTests {
  @Test func readsTheResourceTheIdAndYes() throws {
    let command = try parse(["delete", "customers", "7", "--yes"], as: DeleteCommand.self)

    check(command.resource == "customers" && command.id == "7" && command.isConfirmed)
  }

  @Test func refusesIntoAPipeWithoutYes() async {
    let (status, console) = await runSample(["delete", "posts", "1"])

    checkEqual(status, .usage)
    check(
      console.error.hasPrefix(
        "app: not deleting posts 1 without confirmation: pass --yes (standard input is not a "
          + "terminal)\n"))
  }

  @Test func deletesWithYes() async {
    let (status, console) = await runSample(["delete", "posts", "1", "--yes"])

    checkEqual(status, .success)
    checkEqual(console.output, "Deleted posts 1.\n")
  }

  @Test func printsAnEmptyObjectWithJSON() async {
    let (status, console) = await runSample(["delete", "posts", "1", "--yes", "--json"])

    checkEqual(status, .success)
    checkEqual(console.output, "{}\n")
  }

  @Test func namesTheRecordAndAsksOnATerminal() async {
    let (declined, refusal) = await runSample(
      ["delete", "posts", "1"], terminal: true, answers: ["n"])
    checkEqual(declined, .interrupted)
    check(refusal.error.hasPrefix("Delete posts 1 \""))
    check(refusal.error.hasSuffix("Not deleted.\n"))

    let (status, console) = await runSample(
      ["delete", "posts", "1"], terminal: true, answers: ["y"])
    checkEqual(status, .success)
    checkEqual(console.output, "Deleted posts 1.\n")
  }

  @Test func saysARecordThatIsNotThere() async {
    let (status, console) = await runSample(["delete", "posts", "999", "--yes"])

    checkEqual(status, .notFound)
    checkEqual(console.error, "app: post 999 not found\n")
  }
}
