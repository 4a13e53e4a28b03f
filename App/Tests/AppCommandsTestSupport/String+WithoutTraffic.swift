extension String {
  /// The text without the lines `--verbose` shows each request and answer in (`> …`, `< …`).
  package var withoutTraffic: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("> ") && !$0.hasPrefix("< ") && !$0.hasPrefix("* ") }
      .joined(separator: "\n")
  }
}
