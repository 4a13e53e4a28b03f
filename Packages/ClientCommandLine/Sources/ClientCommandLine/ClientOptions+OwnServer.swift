import ArgumentParsing

extension ClientOptions {
  /// Checks the options that go with a server the program runs itself or not: with `ownServer`
  /// set (the option `ownServerOption`, such as `sample`), neither `--base-url` nor
  /// `--offline`, which it never needs; without it, none of `ownServerOnly`, the options that
  /// apply to it alone (such as `latency`) given.
  ///
  /// - Throws: `UsageError` naming the options that do not go together.
  public func checkOwnServer(
    _ parsed: ParsedArguments, ownServer: Bool, ownServerOption: String, ownServerOnly: [String]
  ) throws(UsageError) {
    if ownServer, parsed.isGiven(baseURL) {
      throw UsageError(
        "options '--\(baseURL.spec.name)' and '--\(ownServerOption)' cannot be used together",
        command: parsed.command)
    }
    if ownServer, parsed.isSet(offline) {
      throw UsageError(
        "option '--\(offline.spec.name)' does not apply with '--\(ownServerOption)', which "
          + "never uses the network", command: parsed.command)
    }
    if !ownServer, let given = ownServerOnly.first {
      throw UsageError(
        "option '--\(given)' only applies with '--\(ownServerOption)'", command: parsed.command)
    }
  }
}
