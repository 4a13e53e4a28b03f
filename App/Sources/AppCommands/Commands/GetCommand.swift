import ArgumentParsing
import Dependencies
import Features
import Foundation
import JSONCoding
import NetworkClient
import NetworkClientLive
import TerminalKit
import TerminalViews

/// `app get PATH`: any path of the API, a list of records as a table or rows, a record as a
/// detail, whatever its fields.
struct GetCommand: AppCommand, Hashable {
  static let path = Argument<String>(
    "path",
    summary: "The path to read, with its query (/customers?city=Lyon), or a full URL "
      + "under the base URL", noun: "path", expecting: "a path such as /customers or /customers/7"
  ) { $0.isEmpty ? nil : $0 }

  static let fields = Option<[RecordColumn]>(
    "fields", valueName: "A,B.C",
    summary: "Show these fields as the columns, a nested one with dots (address.city)",
    expecting: "field names separated by commas", convert: RecordColumn.parsing(fields:))

  static let header = Flag(
    "header", summary: "Start the rows with a line of the columns' names (into a pipe)")

  static let spec = CommandSpec(
    name: "get",
    summary: "Show any path of the API: a list as a table, a record as a detail",
    arguments: [path.spec],
    options: [fields.spec, header.spec] + ListOptions.commandLineOptions,
    examples: [
      "get /customers --base-url http://127.0.0.1:3000",
      "get '/customers?city=Lyon' --fields id,name,address.city --base-url http://127.0.0.1:3000",
      "get /customers/7 --base-url http://127.0.0.1:3000", "get /comments?postId=1 --sample",
    ]
  )

  var path: String
  var columns: [RecordColumn]?
  var showsHeader = false
  var page: Int?
  var perPage: Int?

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    path = try parsed.requiredValue(of: Self.path)
    columns = try parsed.value(of: Self.fields)
    showsHeader = parsed.isSet(Self.header)
    page = try parsed.value(of: ListOptions.page)
    perPage = try parsed.value(of: ListOptions.perPage)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    let baseURL: URL? =
      switch settings.source {
      case .remote(let url): url
      case .sample: nil
      }
    guard let request = GetRequest(path, under: baseURL, page: page, perPage: perPage) else {
      throw UsageError(
        "invalid path '\(path)' (expected a path such as /customers, or a URL under the base URL)",
        command: Self.spec.name)
    }
    return try await context.show { [self] screen in
      @Dependency(\.httpSession) var session: HTTPSession
      let endpoint = Endpoint<GetAnswer>(
        pathComponents: request.pathComponents, queryItems: request.queryItems,
        resource: request.resource, item: request.item
      ) { data, _ in try GetAnswer(body: data) }
      let result: Result<(payload: GetAnswer, response: HTTPResponseHead?), any Error> =
        await screen.whileLoading("Loading \(request.shownPath)…") {
          do {
            return .success(try await session.response(endpoint))
          } catch {
            return .failure(error)
          }
        }
      switch result {
      case .failure(let error):
        return screen.report(LoadFailure(error))
      case .success(let (answer, response)):
        return show(answer, response: response, request: request, on: screen)
      }
    }
  }

  private func show(
    _ answer: GetAnswer, response: HTTPResponseHead?, request: GetRequest, on screen: Screen
  ) -> Screen.Outcome {
    if screen.format == .json {
      let text = String(decoding: answer.body, as: UTF8.self)
      return .text(text.hasSuffix("\n") ? text : text + "\n")
    }
    switch answer.shape {
    case .record(let record):
      return Self.outcome(RecordDetailView(record: record).render(options: screen.renderOptions))
    case .list(let records):
      let totalCount = response?.value(forHeader: "X-Total-Count").flatMap { Int($0) }
        .flatMap { $0 >= 0 ? $0 : nil }
      let page = Page(
        items: records, totalCount: totalCount, number: request.pageNumber,
        size: request.pageSize)
      return Self.outcome(
        RecordsListView(
          page: page, columns: columns, noun: Noun(singular: "record", plural: "records"),
          showsHeader: showsHeader
        ).render(options: screen.renderOptions))
    }
  }

  /// The view's text to print, ending with a line break unless empty.
  private static func outcome(_ text: String) -> Screen.Outcome {
    .text(text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
  }
}
