import Foundation

/// Reading what a program wrote to a terminal.
enum TerminalText {
  /// The spinner's frames, as `withSpinner` draws them.
  static let spinnerFrames: Set<Character> = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// What the spinner writes to erase its line.
  static let eraseLine = "\r\u{1B}[2K"

  /// Whether `text` has an SGR (colour or style) escape sequence such as `ESC[1m`.
  static func hasStyles(_ text: String) -> Bool {
    text.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) != nil
  }

  /// `text` without SGR escape sequences.
  static func withoutStyles(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  /// The text after the spinner's last erase, or all of it when the spinner never erased.
  static func afterSpinner(_ text: String) -> Substring {
    guard let erase = text.range(of: eraseLine, options: .backwards) else { return text[...] }
    return text[erase.upperBound...]
  }

  /// The number of terminal cells `line` takes: two for wide East Asian characters and
  /// emoji, none for combining marks and joiners, one for the rest.
  static func cells(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: total
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x3FFFD:
        total + 2
      default: total + 1
      }
    }
  }
}
