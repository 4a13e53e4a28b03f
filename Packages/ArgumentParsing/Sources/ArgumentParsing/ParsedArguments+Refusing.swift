extension ParsedArguments {
  /// Refuses the first of `options` given to the command, a global option that does not
  /// apply to it (such as `--json` for a full-screen app).
  ///
  /// - Throws: ``UsageError`` naming the option and the command.
  public func refuse(_ options: [OptionSpec]) throws(UsageError) {
    guard let refused = options.first(where: { hasFlag($0.name) || value(of: $0.name) != nil })
    else { return }
    throw UsageError(
      "option '--\(refused.name)' does not apply to '\(command ?? "")'", command: command)
  }
}
