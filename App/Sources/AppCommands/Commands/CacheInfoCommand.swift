import ArgumentParsing
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews

/// `app cache info`: where the stored data is, and for each server how many answers, their
/// size and the oldest one's age; into a pipe, one tab-separated row per server, the rest on
/// standard error.
struct CacheInfoCommand: AppCommand, Hashable {
  static let spec = CommandSpec(
    name: "cache info",
    summary: "Show where stored data is kept, and how much there is for each server",
    examples: ["cache info", "cache info --json"]
  )

  init() {}

  init(parsing parsed: ParsedArguments) throws(UsageError) {}

  /// The report as `--json` prints it.
  struct Report: Encodable, Equatable {
    struct Server: Encodable, Equatable {
      var baseURL: String
      var entries: Int
      var bytes: Int
      /// When the oldest answer arrived, in ISO 8601.
      var oldest: String?
    }
    var location: String?
    var isEnabled: Bool
    var servers: [Server]
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let settings = try context.settings()
    let console = context.console.coloring(settings.color)
    let directory = context.cacheDirectory
    let report = Report(
      location: directory?.root.path, isEnabled: settings.cache.isEnabled,
      servers: (directory?.servers() ?? []).map { server in
        Report.Server(
          baseURL: server.baseURL, entries: server.summary.count, bytes: server.summary.size,
          oldest: server.summary.oldestResponseTime.map { $0.formatted(.iso8601) })
      })
    switch settings.format {
    case .json:
      do {
        console.writeOutput(try JSONOutput.text(for: report) + "\n")
      } catch {
        console.reportError("cannot encode the result as JSON: \(error)")
        return .software
      }
    case .view where console.outputIsTerminal || settings.color == .always:
      console.writeOutput(
        Self.text(
          for: report, now: Date(),
          options: RenderOptions(
            width: console.width, usesColor: console.outputUsesColor, isTerminal: true)))
    case .view:
      for note in Self.notes(for: report) {
        console.writeError(note + "\n")
      }
      console.writeOutput(Self.rows(for: report).map { $0 + "\n" }.joined())
    }
    return .success
  }

  /// One line per server for other programs: `root<TAB>answers<TAB>bytes<TAB>oldest`, the
  /// oldest in ISO 8601 (`-` when unknown).
  static func rows(for report: Report) -> [String] {
    report.servers.map { server in
      [
        server.baseURL.sanitizedForTerminal, "\(server.entries)", "\(server.bytes)",
        server.oldest ?? "-",
      ].joined(separator: "\t")
    }
  }

  /// What the table does not say: where the cache is, whether it is on, and that it is empty.
  static func notes(for report: Report) -> [String] {
    var lines: [String] = []
    if let location = report.location {
      lines.append("Location: \(location.sanitizedForTerminal)")
    } else {
      lines.append("Location: none ($XDG_CACHE_HOME and $HOME are not set)")
    }
    if !report.isEnabled {
      lines.append("The cache is turned off (--no-cache or $\(GlobalOptions.noCacheVariable)).")
    }
    if report.servers.isEmpty {
      lines.append("Nothing is stored.")
    }
    return lines
  }

  /// The report as a person reads it: the location, then a table of the servers.
  static func text(for report: Report, now: Date, options: RenderOptions) -> String {
    var lines = notes(for: report)
    guard !report.servers.isEmpty else {
      return lines.joined(separator: "\n") + "\n"
    }
    let table = TextTable(
      columns: [
        TextTable.Column("SERVER", shrinkPriority: 2, minimumWidth: 12),
        TextTable.Column("ANSWERS", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("SIZE", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("OLDEST", shrinkPriority: 1, minimumWidth: 8),
      ],
      rows: report.servers.map { server in
        [
          TextTable.Cell(server.baseURL.sanitizedForTerminal),
          TextTable.Cell("\(server.entries)"),
          TextTable.Cell(byteCountText(server.bytes)),
          TextTable.Cell(
            server.oldest.flatMap { try? Date($0, strategy: .iso8601) }.map {
              RelativeAge.text(seconds: now.timeIntervalSince($0))
            } ?? "-"),
        ]
      })
    lines += table.lines(options: options)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A size as a person reads it, in powers of 1000 as the cache's limit is given: `512 B`,
  /// `18.4 kB`, `3.2 MB`.
  static func byteCountText(_ count: Int) -> String {
    let units: [(name: String, size: Double)] = [("GB", 1e9), ("MB", 1e6), ("kB", 1e3)]
    guard let unit = units.first(where: { Double(count) >= $0.size }) else { return "\(count) B" }
    let value = (Double(count) / unit.size * 10).rounded() / 10
    let text = value >= 100 || value == value.rounded() ? "\(Int(value))" : "\(value)"
    return "\(text) \(unit.name)"
  }
}
