import ArgumentParsing
import ClientCommandLine
import Dependencies
import HTTPClient
import HTTPClientLive
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// `app create <resource> [<item>...]`: creates a record of any collection from httpie's items,
/// asking on a terminal for its fields when none is given.
struct CreateCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "create",
    summary: "Create a record of any collection: name=text, name:=json, name@file to upload "
      + "(asks on a terminal when no field is given)",
    arguments: [RecordArguments.resource.spec, RecordArguments.items.spec],
    options: RecordWriteFlags.specs + [SharedOptions.dryRun.spec],
    examples: [
      "create customers name=Ada email=ada@example.com age:=36 --base-url http://127.0.0.1:3000",
      "create posts userId:=1 title=Hello body='First post' --sample",
      "create files title=Cover file@cover.gif --base-url http://127.0.0.1:8000",
    ]
  )

  var resource: String
  var items: RequestItems
  var flags = RecordWriteFlags()
  var isVerbose = false
  var isDryRun = false

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    resource = try parsed.requiredValue(of: RecordArguments.resource)
    items = try RecordArguments.requestItems(in: parsed, from: 1, command: Self.spec.name)
    flags = RecordWriteFlags(parsing: parsed)
    isVerbose = parsed.isSet(GlobalOptions.client.verbose)
    isDryRun = parsed.isSet(SharedOptions.dryRun)
  }

  static func completions(in context: CommandContext) async -> [String] {
    await RecordArguments.completions(in: context, itemsFrom: 1, skipsID: true)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let items = try RecordArguments.readingBody(
      into: items, from: context.console, command: Self.spec.name)
    let description = flags.description(
      of: resource, settings: try context.settings(asksPassword: false).client.server,
      sending: items)
    if isDryRun {
      let create = try RecordArguments.endpoint(command: Self.spec.name) {
        try description.createEndpoint(items.fields)
      }
      return try await context.printRequest(sending: items, body: create.body) {
        session throws(NetworkError) in try session.shownRequest(for: create)
      }
    }
    return try await context.write(sending: items) { [self] screen in
      @Dependency(\.httpSession) var session: HTTPSession
      return await screen.createRecord(
        in: RecordArguments.shownName(of: resource), items: items,
        options: .init(forced: flags.isForced, verbose: isVerbose, quiet: flags.isQuiet),
        client: .recordWrites(description, session: session))
    }
  }
}
