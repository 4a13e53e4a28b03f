import ArgumentParsing
import ClientCommandLine
import Dependencies
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// `app delete <resource> <id> [--yes]`: deletes a record of any collection, naming it and
/// asking first on a terminal unless `--yes`.
struct DeleteCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "delete",
    summary: "Delete a record of any collection (names it and asks first on a terminal "
      + "unless --yes)",
    arguments: [
      RecordArguments.resource.spec, RecordArguments.id.spec, RecordArguments.headers.spec,
    ],
    options: [SharedOptions.yes.spec, SharedOptions.dryRun.spec],
    examples: [
      "delete customers 7 --base-url http://127.0.0.1:3000",
      "delete posts 1 --yes --sample",
      "delete customers 7 X-API-Key:k1 --base-url http://127.0.0.1:3000",
    ]
  )

  var resource: String
  var id: String
  var isConfirmed = false
  /// The header fields the request sends.
  var headers = RequestItems()
  var isDryRun = false

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    resource = try parsed.requiredValue(of: RecordArguments.resource)
    id = try parsed.requiredValue(of: RecordArguments.id, at: 1)
    headers = try RecordArguments.headerItems(in: parsed, from: 2, command: Self.spec.name)
    isConfirmed = parsed.isSet(SharedOptions.yes)
    isDryRun = parsed.isSet(SharedOptions.dryRun)
  }

  static func completions(in context: CommandContext) async -> [String] {
    await RecordArguments.completions(in: context, itemsFrom: nil)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let description = ResourceDescription.recordWrites(
      of: resource, settings: try context.settings(asksPassword: false).client.server)
    if isDryRun {
      return try await context.printRequest(sending: headers) {
        [id] session throws(NetworkError) in
        try session.shownRequest(for: description.deleteEndpoint(id))
      }
    }
    return try await context.write(sending: headers) { [self] screen in
      @Dependency(\.httpSession) var session: HTTPSession
      return await screen.deleteRecord(
        id, of: RecordArguments.shownName(of: resource), confirmed: isConfirmed,
        confirmingFlag: SharedOptions.yes.spec.usageSynopsis,
        client: .recordWrites(description, session: session))
    }
  }
}
