/// A command name as a `case` pattern in bash or zsh: `show`, or `'user create'` in quotes.
func casePattern(_ name: String) -> String {
  ShellWords.quoted(name)
}

/// `words` joined by spaces in single quotes, for bash.
func bashQuoted(_ words: [String]) -> String {
  zshQuoted(words.joined(separator: " "))
}

/// `text` in single quotes, for bash and zsh.
func zshQuoted(_ text: String) -> String {
  "'" + text.replacingAll("'", with: "'\\''") + "'"
}

/// `text` in single quotes, for fish.
func fishQuoted(_ text: String) -> String {
  "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
