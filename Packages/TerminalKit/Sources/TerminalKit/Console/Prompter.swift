import Foundation

/// Asks questions on the console the way `gh` does: `? Name: ` and `Delete post 7? [y/N] `.
///
/// On a terminal the answer is typed with line editing (``Console/editLine``), starting from
/// the current value when there is one: what is on the line when Enter is pressed is the
/// answer. Otherwise answers are read one line each, and the current value is shown as the
/// default (`? Name (Renée Fontaine): `) that an empty answer keeps.
///
/// Questions go to standard error, so that standard output keeps nothing but the result;
/// answers are read from standard input.
public struct Prompter: Sendable {
  public let console: Console

  public init(console: Console) {
    self.console = console
  }

  /// Asks for `label`'s value and returns the answer; `nil` at the end of input.
  /// `defaultValue` is the text to edit on a terminal, and otherwise the answer to an empty
  /// line (empty when there is none); `hint` follows the label in parentheses on a terminal.
  public func ask(_ label: String, defaultValue: String? = nil, hint: String? = nil) -> String? {
    if let editLine = console.editLine {
      let shownHint = hint.map { " (\($0))" } ?? ""
      return editLine("? \(label)\(shownHint): ", defaultValue ?? "")
    }
    let shown = defaultValue.flatMap { $0.isEmpty ? nil : " (\($0.sanitizedForTerminal))" }
    console.writeError("? \(label)\(shown ?? ""): ")
    guard let answer = console.readLine() else {
      console.writeError("\n")
      return nil
    }
    return answer.allSatisfy(\.isWhitespace) ? defaultValue ?? "" : answer
  }

  /// Asks `question` with a `[y/N]` choice: true for `y` or `yes` in any case, false for any
  /// other answer, `nil` at the end of input.
  public func confirm(_ question: String) -> Bool? {
    let prompt = "\(question) [y/N] "
    let answer: String?
    if let editLine = console.editLine {
      answer = editLine(prompt, "")
    } else {
      console.writeError(prompt)
      answer = console.readLine()
      if answer == nil { console.writeError("\n") }
    }
    guard let answer else { return nil }
    let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
    return word == "y" || word == "yes"
  }
}
