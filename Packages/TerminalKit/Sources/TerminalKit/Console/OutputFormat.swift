/// How a one-shot program prints results: `--json` or not.
public enum OutputFormat: Sendable, Hashable {
  case view
  case json
}
