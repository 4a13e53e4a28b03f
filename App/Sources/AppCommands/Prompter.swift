import Features
import Foundation
import TerminalUI

/// Asks questions on the console the way `gh` does: `? Name: `, with the current value as the
/// default (`? Name (Renée Fontaine): `), and `Delete post 7? [y/N] ` for a confirmation.
///
/// Questions go to standard error, so that standard output keeps nothing but the result;
/// answers are read from standard input, one line each.
struct Prompter: Sendable {
  /// The console to ask on.
  let console: Console

  /// Asks for `label`'s value and returns the answer, or `defaultValue` (empty when there is
  /// none) for an empty answer; `nil` at the end of input.
  func ask(_ label: String, defaultValue: String? = nil) -> String? {
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
  func confirm(_ question: String) -> Bool? {
    console.writeError("\(question) [y/N] ")
    guard let answer = console.readLine() else {
      console.writeError("\n")
      return nil
    }
    let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
    return word == "y" || word == "yes"
  }
}
