import ArgumentParsing
import ClientCommandLine
import Dependencies
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// `app edit <resource> <id> [<item>...]`: changes the fields given of a record of any
/// collection (`PATCH`), or replaces it with `--put`, asking on a terminal when none is given.
struct EditCommand: AppCommand, Hashable {
  static let put = Flag(
    "put", summary: "Replace the whole record with the fields given (PUT), not only change them")

  static let spec = CommandSpec(
    name: "edit",
    summary: "Change a record of any collection: only the fields given (asks on a terminal "
      + "when none is)",
    arguments: [
      RecordArguments.resource.spec, RecordArguments.id.spec, RecordArguments.items.spec,
    ],
    options: [put.spec] + RecordWriteFlags.specs + [SharedOptions.dryRun.spec],
    examples: [
      "edit customers 7 email=ada@example.org --base-url http://127.0.0.1:3000",
      "edit customers 7 name=Ada age:=37 --put --base-url http://127.0.0.1:3000",
      "edit posts 1 title='A better title' --sample",
    ]
  )

  var resource: String
  var id: String
  var items: RequestItems
  var replaces = false
  var flags = RecordWriteFlags()
  var isVerbose = false
  var isDryRun = false

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    resource = try parsed.requiredValue(of: RecordArguments.resource)
    id = try parsed.requiredValue(of: RecordArguments.id, at: 1)
    items = try RecordArguments.requestItems(in: parsed, from: 2, command: Self.spec.name)
    replaces = parsed.isSet(Self.put)
    flags = RecordWriteFlags(parsing: parsed)
    isVerbose = parsed.isSet(GlobalOptions.client.verbose)
    isDryRun = parsed.isSet(SharedOptions.dryRun)
  }

  static func completions(in context: CommandContext) async -> [String] {
    await RecordArguments.completions(in: context, itemsFrom: 2, skipsID: true)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let items = try RecordArguments.readingBody(
      into: items, from: context.console, command: Self.spec.name)
    let description = flags.description(
      of: resource, settings: try context.settings(asksPassword: false).client.server,
      sending: items, replacing: replaces)
    if isDryRun {
      let change = try RecordArguments.endpoint(command: Self.spec.name) {
        try description.updateEndpoint(id, items.fields)
      }
      return try await context.printRequest(sending: items, body: change.body) {
        session throws(NetworkError) in try session.shownRequest(for: change)
      }
    }
    return try await context.write(sending: items) { [self] screen in
      @Dependency(\.httpSession) var session: HTTPSession
      return await screen.editRecord(
        id, of: RecordArguments.shownName(of: resource), items: items, replacing: replaces,
        options: .init(forced: flags.isForced, verbose: isVerbose, quiet: flags.isQuiet),
        client: .recordWrites(description, session: session))
    }
  }
}
