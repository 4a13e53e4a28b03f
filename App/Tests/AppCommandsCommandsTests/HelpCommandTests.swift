import AppCommandsTestSupport
import ArgumentParsing
import Models
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct HelpCommandTests {
  @Test(
    arguments: [
      ([], nil), (["help"], nil), (["help", "post"], "post"), (["post", "--help"], "post"),
      (["post", "abc", "--help"], "post"), (["help", "user", "create"], "user create"),
      (["post", "delete", "--help"], "post delete"), (["completion", "--help"], "completion"),
      (["help", "completion"], "completion"),
    ] as [([String], String?)])
  func theTopicIsTheCommandAskedAbout(arguments: [String], topic: String?) throws {
    checkEqual(HelpCommand.topic(in: try AppCommandLine.spec.parse(arguments)), topic)
  }

  @Test func anUnknownTopicIsAUsageError() {
    #expect(
      throws: UsageError("unknown command 'user creat' (did you mean 'create'?)", command: "help")
    ) {
      try parse(["help", "user", "creat"], as: HelpCommand.self)
    }
  }

  /// The lines `app help <command>` prints for the commands of any collection: the usage, the
  /// arguments (the items' syntax), the command's options and its examples.
  static let recordCommandLines: [(command: String, lines: [String])] = [
    (
      "create",
      [
        "usage: app create <resource> [<item>...] [options]",
        "  <resource>   The collection, such as customers (completed from the server)",
        "  [<item>...]  A field, name=text or name:=json, a query parameter, name==value, a header, Name:value, or a file to upload, name@path[;type=MIME]",
        "  -f, --form   Send the fields as a form (application/x-www-form-urlencoded); with a file item, name@path, a multipart form",
        "  --force      Send the fields as they are, unchecked against the collection's records",
        "  -q, --quiet  Show no progress bar while files are uploaded",
        "  --dry-run    Print the request instead of sending it; nothing is read or asked",
        "  app create customers name=Ada email=ada@example.com age:=36 "
          + "--base-url http://127.0.0.1:3000",
        "  app create posts userId:=1 title=Hello body='First post' --sample",
        "  app create files title=Cover file@cover.gif --base-url http://127.0.0.1:8000",
      ]
    ),
    (
      "edit",
      [
        "usage: app edit <resource> <id> [<item>...] [options]",
        "  <id>         The record's id",
        "  [<item>...]  A field, name=text or name:=json, a query parameter, name==value, a header, Name:value, or a file to upload, name@path[;type=MIME]",
        "  --put        Replace the whole record with the fields given (PUT), not only change them",
        "  -f, --form   Send the fields as a form (application/x-www-form-urlencoded); with a file item, name@path, a multipart form",
        "  --force      Send the fields as they are, unchecked against the collection's records",
        "  -q, --quiet  Show no progress bar while files are uploaded",
        "  --dry-run    Print the request instead of sending it; nothing is read or asked",
        "  app edit customers 7 email=ada@example.org --base-url http://127.0.0.1:3000",
        "  app edit customers 7 name=Ada age:=37 --put --base-url http://127.0.0.1:3000",
        "  app edit posts 1 title='A better title' --sample",
      ]
    ),
    (
      "delete",
      [
        "usage: app delete <resource> <id> [<header>...] [options]",
        "  <resource>     The collection, such as customers (completed from the server)",
        "  <id>           The record's id",
        "  --yes      Do not ask for confirmation (required when stdin is not a terminal)",
        "  --dry-run  Print the request instead of sending it; nothing is read or asked",
        "  app delete customers 7 --base-url http://127.0.0.1:3000",
        "  app delete posts 1 --yes --sample",
      ]
    ),
    (
      "get",
      [
        "usage: app get <path> [<header>...] [options]",
        "  <path>         The path to read, with its query (/customers?city=Lyon), or a full URL under "
          + "the base URL",
        #"  --fields A,B.C     Show these fields as columns, nested with dots (address.city), ["a.b"] "#
          + "for a dot",
        "  --records MEMBER   Read the list from this member of the answer (_embedded.books, "
          + #"data.items, '["odata.value"]') where the one found is not it"#,
        "  --all              Read every page, as the answers page them (a Link header; a next link, "
          + "cursor, page or offset in the body; X-Total-Count); 1000 a page where the settings "
          + "name the paging",
        "  --page N           Show page N, from 1 (_page)",
        "  -o, --output FILE  Save the body to FILE (- for standard output, as it came; a folder "
          + "for the name the answer gives)",
        "  app get /customers --base-url http://127.0.0.1:3000",
        "  app get '/customers?city=Lyon' --fields id,name,address.city "
          + "--base-url http://127.0.0.1:3000",
        "  app get /comments?postId=1 --sample",
      ]
    ),
  ]

  @Test(arguments: recordCommandLines)
  func helpOfACommandOfAnyCollectionShowsItsUsageItemsOptionsAndExamples(
    command: String, lines: [String]
  ) async {
    let (status, console) = await AppCommandsTestSupport.run(["help", command])
    let printed = console.output.split(separator: "\n", omittingEmptySubsequences: false)

    checkEqual(status, .success)
    check(console.output.hasPrefix("app \(command): "))
    for line in lines {
      check(printed.contains(Substring(line)), "\(line)")
    }
    check(printed.contains("Examples:"))
    check(printed.contains { $0.hasPrefix("  --json ") }, "the global options follow")
  }
}
