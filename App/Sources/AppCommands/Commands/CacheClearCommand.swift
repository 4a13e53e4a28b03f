import ArgumentParsing
import ClientCommandLine
import TerminalKit
import TerminalViews

/// `app cache clear [--all]`: removes the stored data of the server the command would talk to,
/// or of every server.
struct CacheClearCommand: AppCommand, Hashable {
  static let all = Flag("all", summary: "Remove the stored data of every server")

  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "cache clear",
    summary: "Remove the stored data of the server (--base-url), or of every server with --all",
    options: [all.spec],
    examples: [
      "cache clear", "cache clear --base-url http://localhost:3000", "cache clear --all",
    ]
  )

  /// Whether `--all` was given.
  var clearsEverything: Bool

  init(clearsEverything: Bool) {
    self.clearsEverything = clearsEverything
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    clearsEverything = parsed.isSet(Self.all)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings(asksPassword: false, readsServer: false)
    let target: CacheRemoval.Target =
      clearsEverything ? .everyServer : settings.client.baseURL.map { .server($0) } ?? .sampleAPI
    return CacheRemoval.remove(
      target, from: context.cacheDirectory, on: context.console, output: settings.output)
  }
}
