extension CommandLineSpec {
  /// What stands in for a word not typed yet.
  static let completionPlaceholder = "/"

  /// The command line of a completion request, `words` typed before the one being completed
  /// (``completionRequestWords(in:)``): parsed with a stand-in for that word, its command's
  /// last argument, and for a required argument after it (the id after `edit`'s resource)
  /// when the command needs one to parse, left out once parsed; `nil` when it does not parse.
  public func parseForCompletion(after words: [String]) -> ParsedArguments? {
    (1...2).lazy.compactMap { count -> ParsedArguments? in
      guard
        var parsed = try? parse(
          words + Array(repeating: Self.completionPlaceholder, count: count))
      else { return nil }
      parsed.arguments.removeLast(min(count - 1, parsed.arguments.count))
      return parsed
    }.first
  }
}
