/// Words written as a POSIX shell reads them back: each one as it is when it holds only
/// characters the shell leaves alone, else in single quotes (a `'` inside as `'\''`).
public enum ShellWords {
  /// `words` joined by spaces, each quoted as the shell needs.
  public static func line(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }

  /// `word` as the shell reads it back.
  public static func quoted(_ word: String) -> String {
    isPlain(word) ? word : zshQuoted(word)
  }

  /// Whether the shell takes `word` as it is typed, unquoted: it is not empty and holds only
  /// ASCII letters, digits and `@%+=:,./_-`, so that a completion offers it as it is. A space,
  /// a `$`, a `~`, a quote or a letter outside ASCII needs quotes.
  public static func isPlain(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
  }
}
