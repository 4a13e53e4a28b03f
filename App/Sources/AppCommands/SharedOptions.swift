import ArgumentParsing
import Models

/// Options that several commands accept, each declared once.
enum SharedOptions {
  /// `--user ID`, for the lists that can show one user's items.
  static let user: Option<User.ID> = CommandLineValues.idOption(
    "user", summary: "Only the items of the user with this id")

  /// `--search TEXT`, whose summary says which fields it looks in.
  static func search(matching fields: String) -> Option<String> {
    Option(
      "search", valueName: "TEXT",
      summary: "Only those whose \(fields) contains TEXT (ignoring case and accents)")
  }

  /// `--yes`, which deletes without asking.
  static let yes = Flag(
    "yes", summary: "Do not ask for confirmation (required when stdin is not a terminal)")

  /// `--dry-run` of `get`, `create`, `edit` and `delete`: the request printed as it would be
  /// sent, as httpie's `--offline` prints it, and nothing sent.
  static let dryRun = Flag(
    "dry-run",
    summary: "Print the request instead of sending it; nothing is read or asked")
}
