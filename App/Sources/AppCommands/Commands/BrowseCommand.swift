import ArgumentParsing
import Browse
import Dependencies
import Foundation
import NetworkClient
import NetworkClientLive
import TerminalKit

/// `app browse`: the full-screen terminal app, on the same features as the other commands.
struct BrowseCommand: AppCommand, Hashable {
  static let noMouse = Flag(
    "no-mouse",
    summary: "Leave the mouse to the terminal: no clicks or wheel in the app, selection as usual")

  static let spec = CommandSpec(
    name: "browse",
    summary:
      "Move through the posts, users, albums, photos and to-dos in a full-screen terminal app",
    options: [noMouse.spec],
    examples: ["browse --sample", "browse --sample --latency 300ms", "browse --sample --no-mouse"]
  )

  static let refusedGlobalOptions = [GlobalOptions.json.spec, GlobalOptions.verbose.spec]

  static var helpSections: [HelpSection] {
    Browser.keySections.map { HelpSection(title: $0.title, rows: $0.rows) }
  }

  /// Whether the app reports the mouse: not with `--no-mouse`.
  var usesMouse = true

  init() {}

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    usesMouse = !parsed.isSet(Self.noMouse)
    let refused = Self.refusedGlobalOptions.first {
      parsed.hasFlag($0.name) || parsed.value(of: $0.name) != nil
    }
    if let refused {
      throw UsageError(
        "option '--\(refused.name)' does not apply to 'browse'", command: parsed.command)
    }
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    let console = context.console.coloring(settings.color)
    guard console.inputIsTerminal, console.outputIsTerminal else {
      console.reportError("browse needs a terminal: standard input and output must both be one")
      return .usage
    }
    // The cache's warnings go to the status line as they come, the latest kept if it lags;
    // each screen says itself how old its stored data is.
    let (warnings, warned) = AsyncStream.makeStream(
      of: [String].self, bufferingPolicy: .bufferingNewest(1))
    defer { warned.finish() }
    let notices = CacheNotices(tellsStaleAnswers: false) { warned.yield($0) }
    let ending = await context.withAPI(settings, deadline: .perRequest, notices: notices) {
      @Dependency(\.networkClient) var client
      return await Browser(
        client: client, usesColor: console.outputUsesColor, warnings: warnings,
        isOffline: settings.cache.policy.isOffline,
        colorDepth: ColorDepth(
          usesColor: console.outputUsesColor, environment: context.environment),
        server: Self.serverName(of: settings.source), baseURL: Self.baseURL(of: settings.source),
        usesMouse: usesMouse,
        historyFile: context.stateDirectory?.appendingPathComponent("browse-history")
      )
      .run()
    }
    switch ending {
    case .quit:
      return .success
    case .interrupted:
      return .interrupted
    case .interruptedUnanswered(let messages):
      for message in messages { console.reportError(message) }
      return .interrupted
    case .terminated(let signal):
      // The deletions still in their undo window are sent: the signal ends the program now.
      TerminationSignals.end(by: signal)
    case .failed(let message):
      console.reportError(message)
      return .ioError
    }
  }

  /// The base URL of `source`, which `y` makes a record's URL from; none for the sample data.
  private static func baseURL(of source: DataSource) -> URL? {
    switch source {
    case .remote(let url): url
    case .sample: nil
    }
  }

  /// How the header names `source`: its host and port, or `sample`.
  private static func serverName(of source: DataSource) -> String {
    switch source {
    case .remote(let url): Browser.serverName(of: url)
    case .sample: "sample"
    }
  }
}
