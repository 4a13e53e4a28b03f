import ArgumentParsing
import Dependencies
import Foundation
import HTTPServer
import JSONServer
import TerminalKit
import TerminalViews

/// `app serve [FILE]`: the sample API, or the json-server database in FILE, as a real HTTP server
/// with json-server's options (``JSONServerCommandLine``), until SIGINT, SIGTERM or SIGHUP.
struct ServeCommand: AppCommand, Hashable {
  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "serve",
    summary: "Serve the sample API, or a json-server database, over HTTP",
    arguments: JSONServerCommandLine.arguments,
    options: JSONServerCommandLine.options,
    examples: [
      "serve", "serve --port 0", "serve db.json --watch", "serve db.json --routes routes.json",
      "serve db.json --static site", "serve db.json --config serve.json",
      "serve --host ::1 --read-only", "serve & app posts --base-url http://127.0.0.1:3000",
    ]
  )

  static let helpSections = [JSONServerCommandLine.helpSection]

  var commandLine: JSONServerCommandLine

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    commandLine = try JSONServerCommandLine(parsing: parsed)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let console = context.console.coloring(
      try context.settings(asksPassword: false, readsServer: false).output.color)
    if let refusal = commandLine.refusal {
      console.reportError(refusal)
      return .usage
    }
    let launch = commandLine.launch(
      in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let writeOutput = console.writeOutput
    @Dependency(\.serverTime) var serverTime
    let server: JSONServerListener
    do throws(ServeError) {
      let prepared = try launch.prepare { notice in
        switch notice {
        case .madeExampleDatabase: console.writeOutput("\(notice)".sanitizedForTerminal + "\n")
        case .removedUnfinishedWrites: console.reportError("\(notice)")
        }
      }
      server = try prepared.listen(
        log: { @Sendable in writeOutput($0.sanitizedForTerminal + "\n") },
        watch: { @Sendable event in
          switch event {
          case .reloaded: writeOutput("\(event)".sanitizedForTerminal + "\n")
          case .failed: console.reportError("\(event)")
          }
        }, now: serverTime)
    } catch {
      console.reportError(error.description)
      return switch error.kind {
      case .conflictingOptions: .usage
      case .unreadable, .invalidContent: .dataError
      case .unavailable: .unavailable
      }
    }
    console.writeOutput(server.banner)
    await context.interrupts.waitForStop()
    await server.shutdown()
    return .success
  }
}
