import AppCommandsTestSupport
import ArgumentParsing
import ClientCommandLine
import Foundation
import JSONCoding
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct CreateCommandTests {
  @Test func readsTheResourceAndTheItems() throws {
    let command = try parse(
      ["create", "customers", "name=Ada", "age:=36", "city==Lyon", "--force"],
      as: CreateCommand.self)

    checkEqual(command.resource, "customers")
    checkEqual(command.items.fields, ["name": "Ada", "age": 36])
    checkEqual(command.items.queryItems.map(\.name), ["city"])
    check(command.flags.isForced && !command.isVerbose)
  }

  @Test func refusesAResourceThatIsNoPathSegmentAndAnItemThatIsNone() {
    let resource = #expect(throws: UsageError.self) {
      try parse(["create", ".", "x=1"], as: CreateCommand.self)
    }
    checkEqual(resource?.message.hasPrefix("invalid resource name '.'"), true)
    let item = #expect(throws: UsageError.self) {
      try parse(["create", "customers", "name"], as: CreateCommand.self)
    }
    checkEqual(
      item?.message,
      "item 'name' is neither name=text, name:=json, name==value, Name:value nor name@file")
    let json = #expect(throws: UsageError.self) {
      try parse(["create", "customers", "tags:=[1,,2]"], as: CreateCommand.self)
    }
    checkEqual(
      json?.message, "item 'tags:=[1,,2]' is not JSON: it fails at character 4 of the value")
  }

  @Test func createsARecordAndPrintsItAsGetDoes() async {
    let (status, console) = await runSample([
      "create", "posts", "userId:=1", "title=Hello", "body=Hi",
    ])

    checkEqual(status, .success)
    checkEqual(console.output, "userId  1\ntitle   Hello\nbody    Hi\nid      101\n")
  }

  @Test func printsTheBodyAsItCameWithJSON() async {
    let (status, console) = await runSample([
      "create", "posts", "userId:=1", "title=Hello", "body=Hi", "--json",
    ])

    checkEqual(status, .success)
    check(
      console.output.contains(#""title": "Hello""#) || console.output.contains(#""title":"Hello""#))
    check(console.output.hasSuffix("}\n"))
  }

  @Test func sendsNothingWhenAFieldIsOfAnotherKindThanTheRecordsGiveIt() async {
    let (status, console) = await runSample([
      "create", "posts", "userId=1", "title=Hello", "body=Hi",
    ])

    checkEqual(status, .dataError)
    checkEqual(
      console.error,
      "app: userId: is a number in the records, not text (to send it as JSON, write userId:=1)\n"
        + "app: nothing was sent; --force sends the fields as they are\n")
  }

  @Test func sendsARecordWithoutFieldsEveryRecordHasAndSaysWhichInOneLine() async {
    let (status, console) = await runSample([
      "create", "users", "name=Ada", "username=ada", "email=ada@example.org",
    ])

    checkEqual(status, .success, "\(console.error)")
    checkEqual(
      console.error,
      "note: the records of users all have address, phone, website and company; "
        + "this one is sent without them\n", "not the id, which the server gives")
    check(console.output.contains("name      Ada\n"))
  }

  @Test func aRefusalOfTheFieldsLeftOutSaysThemWithoutANote() async {
    let (status, console) = await runSample(["create", "posts", "userId:=1", "title=Hello"])

    checkEqual(status, .dataError)
    checkEqual(console.error, "app: body: \"can't be blank\"\n", "the server's words, no note")
  }

  @Test func forceSendsTheFieldsAsTheyAreAndShowsTheServersFieldErrors() async {
    let (status, console) = await runSample([
      "create", "posts", "userId=1", "title=", "body=Hi", "--force",
    ])

    checkEqual(status, .dataError)
    check(console.error.contains(#"app: title: "can't be blank""#))
    check(console.output.isEmpty)
  }

  @Test func saysAFieldGivenTwiceWithVerbose() async {
    let (status, console) = await runSample([
      "create", "posts", "userId:=1", "title=A", "title=B", "body=Hi", "--verbose",
    ])

    checkEqual(status, .success)
    checkEqual(
      console.error.withoutTraffic, "note: title is given more than once; the last value is sent\n")
    check(console.output.contains("title   B\n"))
  }

  @Test func refusesToCreateNothingIntoAPipe() async {
    let (status, console) = await runSample(["create", "posts"])

    checkEqual(status, .usage)
    check(console.error.hasPrefix("app: nothing to create in posts: give the fields"))
  }

  @Test func saysWhichStreamIsNotATerminalWhenItCannotAsk() async {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(outputIsTerminal: false, inputIsTerminal: true),
      environment: [:])

    let status = await application.run(arguments: ["create", "posts", "--sample"])

    checkEqual(status, .usage)
    check(recorder.error.contains("(standard output is not a terminal)\nusage: app create"))
  }

  @Test func asksForTheFieldsOnATerminalThoseInEveryRecordFirstCheckingTheirKinds() async {
    let (status, console) = await runSample(
      ["create", "posts", "--json"], terminal: true, answers: ["one", "1", "Hello", "Hi"])

    checkEqual(status, .success)
    checkEqual(
      console.error,
      "? userId (a number, in every record): ! userId is a number\n"
        + "? userId (a number, in every record): ? title (text, in every record): "
        + "? body (text, in every record): ")
    check(console.output.contains("\"userId\": 1") || console.output.contains("\"userId\":1"))
  }

  @Test func leavesOutAFieldEveryRecordHasWhenItsAnswerIsBlank() async {
    let (status, console) = await runSample(
      ["create", "users", "--json"], terminal: true,
      answers: ["Ada", "ada", "ada@example.org", "", "", "", ""])

    checkEqual(status, .success, "\(console.error)")
    check(!console.error.contains("required"))
    check(console.output.contains("Ada") && !console.output.contains("phone"))
  }

  @Test func readsTenThousandItems() async {
    let items = (0..<10_000).map { "extra\($0):=\($0)" }
    let (status, console) = await runSample(
      ["create", "posts", "userId:=1", "title=Hello", "body=Hi", "--json"] + items)

    checkEqual(status, .success)
    check(console.output.contains("extra9999"))
  }

  @Test func sendsAValueOfTenMegabytes() async {
    let body = String(repeating: "a", count: 10 * 1_024 * 1_024)
    let (status, console) = await runSample([
      "create", "posts", "userId:=1", "title=Long", "body=" + body, "--json",
    ])

    checkEqual(status, .success, "\(console.error)")
    check(console.output.count > body.count)
  }

  @Test func saysHowToSendTheAnswersAgainWhenTheServerRefusesThem() async {
    let (status, console) = await runSample(
      ["create", "posts"], terminal: true, answers: ["99", "Hello", "Hi there"])

    checkEqual(status, .dataError)
    check(
      console.error.hasSuffix(
        "app: to try again: app create posts --sample userId:=99 title=Hello 'body=Hi there'\n"))
  }
}
