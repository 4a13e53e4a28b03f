/// How a one-shot program prints results: `--json` or not.
public enum OutputFormat: Sendable, Hashable {
  /// The terminal view.
  case view
  /// The data as JSON.
  case json
}
