import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClientLive
import TerminalKit
import TerminalViews

/// `app cache info`: where the stored data is, its limit, and for each server how many answers,
/// their size, its share of the limit and the oldest one's age; into a pipe, one tab-separated
/// row per server, the rest on standard error.
struct CacheInfoCommand: AppCommand, Hashable {
  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "cache info",
    summary: "Show where stored data is kept, and how much there is for each server",
    examples: ["cache info", "cache info --json"]
  )

  init() {}

  init(parsing parsed: ParsedArguments) throws(UsageError) {}

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings(asksPassword: false)
    let console = context.console.coloring(settings.output.color)
    let directory = context.cacheDirectory
    let report = CacheReport(
      location: directory?.root.path, isEnabled: settings.client.cache.isEnabled,
      limit: ResponseCache.defaultSizeLimit,
      servers: (directory?.servers() ?? []).map { server in
        CacheReport.Server(
          baseURL: server.baseURL, entries: server.summary.count, bytes: server.summary.size,
          oldest: server.summary.oldestResponseTime.map { $0.formatted(.iso8601) },
          share: server.share)
      })
    let view = CacheReportView(
      report: report, turnedOffBy: "--no-cache or $\(GlobalOptions.client.noCacheVariable)")
    switch settings.output.format {
    case .json:
      do {
        console.writeOutput(try JSONOutput.text(for: report) + "\n")
      } catch {
        console.reportError("cannot encode the result as JSON: \(error)")
        return .software
      }
    case .view where console.outputIsTerminal || settings.output.color == .always:
      console.writeOutput(
        view.render(
          now: Date(),
          options: RenderOptions(
            width: console.width, usesColor: console.outputUsesColor, isTerminal: true)))
    case .view:
      for note in view.notes {
        console.writeError(note + "\n")
      }
      console.writeOutput(view.rows.map { $0 + "\n" }.joined())
    }
    return .success
  }
}
