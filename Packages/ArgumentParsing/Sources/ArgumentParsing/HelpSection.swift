/// A titled table of a program's or a command's help, such as `Environment`, `Exit codes` or the
/// keys of a full-screen command.
public struct HelpSection: Sendable {
  /// The heading, such as `Keys`, shown with a colon after it.
  public var title: String
  /// The rows: what to type or give, and what it does.
  public var rows: [(String, String)]

  public init(title: String, rows: [(String, String)]) {
    self.title = title
    self.rows = rows
  }
}
