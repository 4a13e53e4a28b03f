/// The program that shows long output one screen at a time, chosen the way `git` chooses one,
/// and run by ``run(_:)``.
///
/// The command comes from `APP_PAGER`, else `PAGER`, else ``defaultCommand``, and runs with
/// `/bin/sh -c`. `LESS` and `LV` get `git`'s defaults when unset, so that `less` quits when the
/// text fits on one screen, keeps colours, and leaves the text on the screen.
public struct Pager: Sendable, Hashable {
  /// The pager used when neither `APP_PAGER` nor `PAGER` is set.
  public static let defaultCommand = "less -FRX"

  /// The shell command line that runs the pager.
  public var command: String
  /// The pager's whole environment: the program's, with `LESS=FRX` and `LV=-c` when unset.
  public var environment: [String: String]

  public init(command: String, environment: [String: String]) {
    self.command = command
    self.environment = environment
  }

  /// The pager for standard output, or `nil` to print directly: when standard output is not
  /// a terminal, paging is off (`--no-pager`), or the pager is set to empty or `cat`.
  public init?(environment: [String: String], outputIsTerminal: Bool, isEnabled: Bool) {
    guard outputIsTerminal, isEnabled else { return nil }
    let command = environment["APP_PAGER"] ?? environment["PAGER"] ?? Self.defaultCommand
    let trimmed = command.trimmingWhitespace
    guard !trimmed.isEmpty, trimmed != "cat" else { return nil }
    var pagerEnvironment = environment
    pagerEnvironment["LESS"] = environment["LESS"] ?? "FRX"
    pagerEnvironment["LV"] = environment["LV"] ?? "-c"
    self.init(command: command, environment: pagerEnvironment)
  }

  /// Whether `text` is long enough to page: it has more lines than the terminal has rows, or
  /// the number of rows is unknown.
  public static func isLong(_ text: String, rows: Int?) -> Bool {
    guard let rows, rows > 0 else { return true }
    var lines = 0
    for character in text where character == "\n" {
      lines += 1
      if lines >= rows { return true }
    }
    return !text.hasSuffix("\n") && lines + 1 >= rows
  }
}

extension String {
  /// This text without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
