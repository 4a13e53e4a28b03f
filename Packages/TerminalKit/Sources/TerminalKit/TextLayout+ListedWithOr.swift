extension TextLayout {
  /// `words` as a sentence lists them, for a message on a screen: `body`, `bio or notes`,
  /// `a, b or c`; empty for none. (`ArgumentParsing`, which depends on nothing, has its own.)
  public static func listedWithOr(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }
}
