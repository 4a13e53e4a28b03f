import Features
import Foundation
import TerminalKit

/// A ``CacheReport`` as text: notes on where the cache is, whether it is on and how its limit
/// is shared, then a table of `SERVER  ANSWERS  SIZE  SHARE  OLDEST`; for other programs, one
/// tab-separated row per server.
///
/// ```
/// Location: /home/ada/.cache/app
/// Limit: 50 MB, an equal share per server
/// SERVER                  ANSWERS     SIZE  SHARE  OLDEST
/// http://127.0.0.1:3000         3  18.4 kB  50 MB  2 hours ago
/// ```
public struct CacheReportView: Sendable {
  public var report: CacheReport
  /// What turns the cache off, as the note names it, such as `--no-cache or $APP_NO_CACHE`.
  public var turnedOffBy: String

  public init(report: CacheReport, turnedOffBy: String) {
    self.report = report
    self.turnedOffBy = turnedOffBy
  }

  /// The report as a person reads it, the ages counted back from `now`: the ``notes``, then
  /// a table of the servers; lines end with `\n`.
  public func render(now: Date, options: RenderOptions) -> String {
    var lines = notes
    guard !report.servers.isEmpty else {
      return lines.joined(separator: "\n") + "\n"
    }
    let table = TextTable(
      columns: [
        TextTable.Column("SERVER", shrinkPriority: 2, minimumWidth: 12),
        TextTable.Column("ANSWERS", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("SIZE", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("SHARE", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("OLDEST", shrinkPriority: 1, minimumWidth: 8),
      ],
      rows: report.servers.map { server in
        [
          TextTable.Cell(server.baseURL.sanitizedForTerminal),
          TextTable.Cell("\(server.entries)"),
          TextTable.Cell(Self.sizeText(server.bytes)),
          TextTable.Cell(Self.sizeText(server.share)),
          TextTable.Cell(
            server.oldest.flatMap { try? Date($0, strategy: .iso8601) }.map {
              RelativeAge.text(seconds: now.timeIntervalSince($0))
            } ?? "-"),
        ]
      })
    lines += table.lines(options: options)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per server for other programs:
  /// `root<TAB>answers<TAB>bytes<TAB>oldest<TAB>share`, the oldest in ISO 8601 (`-` when
  /// unknown), the share in bytes.
  public var rows: [String] {
    report.servers.map { server in
      [
        server.baseURL.sanitizedForTerminal, "\(server.entries)", "\(server.bytes)",
        server.oldest ?? "-", "\(server.share)",
      ].joined(separator: "\t")
    }
  }

  /// What the table does not say: where the cache is, whether it is on, its limit, and that it
  /// is empty.
  public var notes: [String] {
    var lines: [String] = []
    if let location = report.location {
      lines.append("Location: \(location.sanitizedForTerminal)")
    } else {
      lines.append("Location: none ($XDG_CACHE_HOME and $HOME are not set)")
    }
    if !report.isEnabled {
      lines.append("The cache is turned off (\(turnedOffBy)).")
    }
    // Short enough for 40 columns; the table gives each server's share.
    lines.append("Limit: \(Self.sizeText(report.limit)), an equal share per server")
    if report.servers.isEmpty {
      lines.append("Nothing is stored.")
    }
    return lines
  }

  /// Prints the report on `console` as `output` says: JSON; the ``render(now:options:)``
  /// of it, the ages counted back from `now`, on a terminal or with colour always; into a
  /// pipe, the ``notes`` on standard error and the ``rows`` on standard output.
  ///
  /// - Returns: `ExitCode.success`, or `ExitCode.software` when the JSON cannot be encoded
  ///   (said on standard error).
  public func show(on console: Console, output: OneShotOutput, now: Date) -> ExitCode {
    let console = output.console(console)
    switch output.format {
    case .json:
      // Printed whole, never through a pager.
      return output.printJSON(report, on: console, environment: [:], paged: false)
    case .view where output.rendersForTerminal(on: console):
      console.writeOutput(
        render(
          now: now,
          options: RenderOptions(
            width: console.width, usesColor: console.outputUsesColor, isTerminal: true)))
    case .view:
      for note in notes {
        console.writeError(note + "\n")
      }
      console.writeOutput(rows.map { $0 + "\n" }.joined())
    }
    return .success
  }

  /// A size as a person reads it, in powers of 1000 as the cache's limit is given: `512 B`,
  /// `18.4 kB`, `3.2 MB`.
  public static func sizeText(_ count: Int) -> String {
    DecimalByteCount.text(count)
  }
}
