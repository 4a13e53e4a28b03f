import AppCommandsTestSupport
import ArgumentParsing
import Foundation
import JSONCoding
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct EditCommandTests {
  @Test func readsTheResourceTheIdAndTheItems() throws {
    let command = try parse(
      ["edit", "customers", "7", "email=ada@example.org", "--put"], as: EditCommand.self)

    checkEqual(command.resource, "customers")
    checkEqual(command.id, "7")
    checkEqual(command.items.fields, ["email": "ada@example.org"])
    check(command.replaces)
  }

  @Test func refusesAnIdThatIsNoPathSegmentAndTakesOneThatHoldsASlash() throws {
    let error = #expect(throws: UsageError.self) {
      try parse(["edit", "customers", "..", "x=1"], as: EditCommand.self)
    }
    checkEqual(error?.message.hasPrefix("invalid record id '..'"), true)
    // One segment of the path, sent percent-encoded: `customers/7%2F8`.
    let command = try parse(["edit", "customers", "7/8", "x=1"], as: EditCommand.self)
    checkEqual(command.id, "7/8")
  }

  @Test func changesOnlyTheFieldsGiven() async {
    let (status, console) = await runSample(["edit", "posts", "1", "title=New", "--json"])

    checkEqual(status, .success)
    check(console.output.contains("New"))
    check(console.output.contains("\"body\""), "the server's answer: the whole record")
  }

  @Test func checksTheKindsBeforeSendingUnlessForced() async {
    let (status, console) = await runSample(["edit", "posts", "1", "userId=two"])

    checkEqual(status, .dataError)
    check(console.error.hasPrefix("app: userId: is a number in the records, not text\n"))
  }

  @Test func forceSendsTheFieldsUncheckedAndShowsTheServersFieldErrors() async {
    let (status, console) = await runSample(["edit", "posts", "1", "userId=two", "--force"])

    checkEqual(status, .dataError)
    checkEqual(console.error, #"app: userId: "must be a number""# + "\n", "the server's verdict")
    check(console.output.isEmpty)
  }

  @Test func saysAFieldGivenTwiceWithVerboseAndSendsTheLast() async {
    let (status, console) = await runSample([
      "edit", "posts", "1", "title=A", "title=B", "--verbose",
    ])

    checkEqual(status, .success)
    checkEqual(
      console.error.withoutTraffic, "note: title is given more than once; the last value is sent\n")
    check(console.output.contains("title   B\n"))

    let (quiet, withoutVerbose) = await runSample(["edit", "posts", "1", "title=A", "title=B"])
    checkEqual(quiet, .success)
    check(withoutVerbose.error.isEmpty)
    check(withoutVerbose.output.contains("title   B\n"))
  }

  @Test func replacesARecordWithoutFieldsEveryRecordHasAndSaysWhich() async {
    let (status, console) = await runSample([
      "edit", "users", "1", "--put", "name=Ada", "username=ada", "email=ada@example.org",
    ])
    let (_, patch) = await runSample(["edit", "users", "1", "name=Ada"])

    checkEqual(status, .success, "\(console.error)")
    checkEqual(
      console.error,
      "note: the records of users all have address, phone, website and company; "
        + "this one is sent without them\n")
    check(patch.error.isEmpty, "a PATCH changes only the fields given")
  }

  @Test func saysARecordThatIsNotThere() async {
    let (status, console) = await runSample(["edit", "posts", "999", "title=x"])

    checkEqual(status, .notFound)
    checkEqual(console.error, "app: post 999 not found\n")
  }

  @Test func asksOnATerminalStartingFromTheRecordAndSendsWhatChanged() async {
    // Each blank answer keeps the record's value.
    let (status, console) = await runSample(
      ["edit", "posts", "1", "--json"], terminal: true, answers: ["", "Changed", ""])

    checkEqual(status, .success)
    check(console.error.contains("? title (text) (Notes on offline-first apps): "))
    check(console.output.contains("Changed"))
  }

  @Test func refusesToChangeNothingIntoAPipe() async {
    let (status, console) = await runSample(["edit", "posts", "1"])

    checkEqual(status, .usage)
    check(console.error.hasPrefix("app: nothing to change in posts 1"))
  }
}
