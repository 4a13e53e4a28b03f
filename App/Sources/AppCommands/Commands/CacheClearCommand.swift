import ArgumentParsing
import Foundation
import HTTPClientLive
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

  /// What was removed, as `--json` prints it.
  struct Removed: Encodable {
    /// `every server`, or the API root.
    var scope: String
    var answers: Int
    var bytes: Int
  }

  /// Whether `--all` was given.
  var clearsEverything: Bool

  init(clearsEverything: Bool) {
    self.clearsEverything = clearsEverything
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    clearsEverything = parsed.isSet(Self.all)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings(asksPassword: false)
    let console = context.console.coloring(settings.output.color)
    guard let directory = context.cacheDirectory else {
      console.writeOutput("Nothing is stored: $XDG_CACHE_HOME and $HOME are not set.\n")
      return .success
    }
    let removed: CacheSummary
    let scope: String
    do {
      if clearsEverything {
        removed = try directory.removeAll()
        scope = "every server"
      } else {
        guard case .remote(let baseURL) = settings.source else {
          console.writeOutput("The sample API keeps nothing on disk.\n")
          return .success
        }
        removed = try directory.removeCache(for: baseURL)
        scope = baseURL.withoutPassword.absoluteString
      }
    } catch {
      console.reportError(
        "cannot remove the stored data in \(directory.root.path): "
          + "\((error as NSError).localizedDescription)")
      return .ioError
    }
    switch settings.output.format {
    case .json:
      let result = Removed(scope: scope, answers: removed.count, bytes: removed.size)
      guard let text = try? JSONOutput.text(for: result) else { return .software }
      console.writeOutput(text + "\n")
    case .view:
      let size = CacheReportView.sizeText(removed.size)
      let answers = removed.count == 1 ? "1 answer" : "\(removed.count) answers"
      console.writeOutput(
        "Removed \(answers) (\(size)) stored for \(scope.sanitizedForTerminal).\n")
    }
    return .success
  }
}
