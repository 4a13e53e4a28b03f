/// A titled table in a command's help after its options, such as the keys of `app browse`.
struct HelpSection: Sendable {
  /// The heading, such as `Keys`.
  var title: String
  /// The rows: what to type or give, and what it does.
  var rows: [(String, String)]
}
