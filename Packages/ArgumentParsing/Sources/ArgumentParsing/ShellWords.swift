/// Words written as a POSIX shell reads them back: each one as it is when it holds only
/// characters the shell leaves alone, else in single quotes (a `'` inside as `'\''`).
public enum ShellWords {
  /// `words` joined by spaces, each quoted as the shell needs.
  public static func line(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }

  /// `word` as the shell reads it back.
  public static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "@%+=:,./_-".unicodeScalars.contains(scalar))
    }
    guard !plain || word.isEmpty else { return word }
    return zshQuoted(word)
  }
}
