import ArgumentParsing
import ClientCommandLine
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import NetworkClient
import RecordConventions
import ScreenKit
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// `app get PATH`: any path of the API, a list of records as a table or rows, a record as a
/// detail, whatever its fields.
struct GetCommand: AppCommand, Hashable {
  static let path = Argument<String>(
    "path",
    summary: "The path to read, with its query (/customers?city=Lyon), or a full URL "
      + "under the base URL", noun: "path", completesFromProgram: true,
    expecting: "a path such as /customers or /customers/7"
  ) { $0.isEmpty ? nil : $0 }

  static let fields = Option<[RecordColumn]>(
    "fields", valueName: "A,B.C",
    summary: "Show these fields as columns, nested with dots (address.city), [\"a.b\"] for a dot",
    expecting: "field names separated by commas", convert: RecordColumn.parsing(fields:))

  static let records = Option<String>(
    "records", valueName: "MEMBER",
    summary: "Read the list from this member of the answer (_embedded.books, data.items, "
      + "'[\"odata.value\"]') where the one found is not it",
    expecting: "a member's name, nested with dots, a name that holds a dot in brackets"
  ) { $0.isEmpty || MemberPath(parsing: $0) == nil ? nil : $0 }

  static let header = Flag(
    "header", summary: "Start the rows with a line of the columns' names (into a pipe)")

  static let all = Flag(
    "all",
    summary: "Read every page, as the answers page them (a Link header; a next link, cursor, page "
      + "or offset in the body; X-Total-Count); 1000 a page where the settings name the paging")

  static let spec = CommandSpec(
    name: "get",
    summary: "Show any path of the API: a list as a table, a record as a detail",
    arguments: [path.spec, RecordArguments.headers.spec],
    options: [fields.spec, records.spec, header.spec, all.spec, SharedOptions.dryRun.spec]
      + DownloadOptions.specs + RecordQuery.commandLineOptions,
    examples: [
      "get /customers --base-url http://127.0.0.1:3000",
      "get '/customers?city=Lyon' --fields id,name,address.city --base-url http://127.0.0.1:3000",
      "get /customers/7 --base-url http://127.0.0.1:3000", "get /comments?postId=1 --sample",
      "get /customers --all --per-page 100 --base-url http://127.0.0.1:3000",
      "get /exports/customers.csv --download --continue --base-url http://127.0.0.1:3000",
      "get /user/repos Authorization:'Bearer TOKEN' --base-url https://api.github.com",
    ]
  )

  var path: String
  var columns: [RecordColumn]?
  /// The member the list is in, when the one found is not it.
  var recordsMember: String?
  var showsHeader = false
  var page: Int?
  var perPage: Int?
  var readsAll = false
  /// The header fields every request sends.
  var headers = RequestItems()
  var isDryRun = false
  /// Where the body goes instead of the screen (`--download`, `-o`), when it does.
  var download: DownloadOptions?

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    path = try parsed.requiredValue(of: Self.path)
    headers = try RecordArguments.headerItems(in: parsed, from: 1, command: Self.spec.name)
    columns = try parsed.value(of: Self.fields)
    recordsMember = try parsed.value(of: Self.records)
    showsHeader = parsed.isSet(Self.header)
    page = try parsed.value(of: RecordQuery.page)
    perPage = try parsed.value(of: RecordQuery.perPage)
    readsAll = parsed.isSet(Self.all)
    isDryRun = parsed.isSet(SharedOptions.dryRun)
    download = try DownloadOptions(
      parsing: parsed, command: Self.spec.name, refusing: ["all", "fields", "records", "header"])
    if readsAll, page != nil {
      throw UsageError(
        "options '--all' and '--\(RecordQuery.page.spec.name)' do not go together",
        command: Self.spec.name)
    }
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    var asked = try settings.client.pathRequest(
      path, page: page, perPage: perPage, readsAll: readsAll, recordsMember: recordsMember,
      options: RecordQuery.page.spec.name, RecordQuery.perPage.spec.name, command: Self.spec.name)
    asked.singular = Inflection.singular(asked.resource)
    let request = asked
    if isDryRun {
      return try await context.printRequest(sending: headers) { session throws(NetworkError) in
        try session.shownRequest(for: request.endpoint)
      }
    }
    return try await context.show(sending: headers) { [self] screen in
      @Dependency(\.httpSession) var session: HTTPSession
      if let download {
        return await screen.download(
          request.endpoint.asDownload, shownPath: request.shownPath, session: session,
          to: download.destination, resuming: download.resumes)
      }
      return await screen.showPath(
        request, all: readsAll, session: session,
        sizeParameter: settings.client.server.paging.sizeParameter,
        columns: columns, showsHeader: showsHeader)
    }
  }
}
