import AppCommandsTestSupport
import ArgumentParsing
import Foundation
import JSONCoding
import NetworkClient
import TerminalKit
import TerminalViews
import Testing

@testable import AppCommands

@Suite struct EditCommandTests {
  @Test func readsTheResourceTheIdAndTheItems() throws {
    let command = try parse(
      ["edit", "customers", "7", "email=ada@example.org", "--put"], as: EditCommand.self)

    #expect(command.resource == "customers")
    #expect(command.id == "7")
    #expect(command.items.fields == ["email": "ada@example.org"])
    #expect(command.replaces)
  }

  @Test func refusesAnIdThatIsNoPathSegmentAndTakesOneThatHoldsASlash() throws {
    let error = #expect(throws: UsageError.self) {
      try parse(["edit", "customers", "..", "x=1"], as: EditCommand.self)
    }
    #expect(error?.message.hasPrefix("invalid record id '..'") == true)
    // One segment of the path, sent percent-encoded: `customers/7%2F8`.
    let command = try parse(["edit", "customers", "7/8", "x=1"], as: EditCommand.self)
    #expect(command.id == "7/8")
  }

  @Test func changesOnlyTheFieldsGiven() async {
    let (status, console) = await runSample(["edit", "posts", "1", "title=New", "--json"])

    #expect(status == .success)
    #expect(console.output.contains("New"))
    #expect(console.output.contains("\"body\""), "the server's answer: the whole record")
  }

  @Test func checksTheKindsBeforeSendingUnlessForced() async {
    let (status, console) = await runSample(["edit", "posts", "1", "userId=two"])

    #expect(status == .dataError)
    #expect(console.error.hasPrefix("app: userId: is a number in the records, not text\n"))
  }

  @Test func forceSendsTheFieldsUncheckedAndShowsTheServersFieldErrors() async {
    let (status, console) = await runSample(["edit", "posts", "1", "userId=two", "--force"])

    #expect(status == .dataError)
    #expect(console.error == #"app: userId: "must be a number""# + "\n", "the server's verdict")
    #expect(console.output.isEmpty)
  }

  @Test func saysAFieldGivenTwiceWithVerboseAndSendsTheLast() async {
    let (status, console) = await runSample([
      "edit", "posts", "1", "title=A", "title=B", "--verbose",
    ])

    #expect(status == .success)
    #expect(
      console.error.withoutTraffic
        == "note: title is given more than once; the last value is sent\n")
    #expect(console.output.contains("title   B\n"))

    let (quiet, withoutVerbose) = await runSample(["edit", "posts", "1", "title=A", "title=B"])
    #expect(quiet == .success)
    #expect(withoutVerbose.error.isEmpty)
    #expect(withoutVerbose.output.contains("title   B\n"))
  }

  @Test func replacesARecordWithoutFieldsEveryRecordHasAndSaysWhich() async {
    let (status, console) = await runSample([
      "edit", "users", "1", "--put", "name=Ada", "username=ada", "email=ada@example.org",
    ])
    let (_, patch) = await runSample(["edit", "users", "1", "name=Ada"])

    #expect(status == .success, "\(console.error)")
    #expect(
      console.error
        == "note: the records of users all have address, phone, website and company; "
        + "this one is sent without them\n")
    #expect(patch.error.isEmpty, "a PATCH changes only the fields given")
  }

  @Test func saysARecordThatIsNotThere() async {
    let (status, console) = await runSample(["edit", "posts", "999", "title=x"])

    #expect(status == .notFound)
    #expect(console.error == "app: post 999 not found\n")
  }

  @Test func asksOnATerminalStartingFromTheRecordAndSendsWhatChanged() async {
    // Each blank answer keeps the record's value.
    let (status, console) = await runSample(
      ["edit", "posts", "1", "--json"], terminal: true, answers: ["", "Changed", ""])

    #expect(status == .success)
    #expect(console.error.contains("? title (text) (Notes on offline-first apps): "))
    #expect(console.output.contains("Changed"))
  }

  @Test func refusesToChangeNothingIntoAPipe() async {
    let (status, console) = await runSample(["edit", "posts", "1"])

    #expect(status == .usage)
    #expect(console.error.hasPrefix("app: nothing to change in posts 1"))
  }
}
