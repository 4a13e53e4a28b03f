import ArgumentParsing
import ClientCommandLine
import Foundation
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
    let settings = try context.settings(asksPassword: false, readsServer: false)
    let report = CacheReport(
      directory: context.cacheDirectory, isEnabled: settings.client.cache.isEnabled)
    let view = CacheReportView(
      report: report, turnedOffBy: "--no-cache or $\(GlobalOptions.client.noCacheVariable)")
    return view.show(on: context.console, output: settings.output, now: Date())
  }
}
