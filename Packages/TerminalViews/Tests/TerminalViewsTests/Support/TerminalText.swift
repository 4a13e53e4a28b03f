import Features
import Foundation
import TerminalKit

@testable import TerminalViews

/// Checks on rendered text that tests share: where columns start, and whether text is inert.
enum TerminalText {
  /// The display offsets at which `words` start in `header`, a line of plain words.
  static func columnStarts(in header: String, of words: [String]) -> [Int]? {
    var starts: [Int] = []
    var rest = Substring(header)
    var offset = 0
    for word in words {
      guard let range = rest.range(of: word) else { return nil }
      offset += rest[..<range.lowerBound].displayWidth
      starts.append(offset)
      offset += rest[range].displayWidth
      rest = rest[range.upperBound...]
    }
    return starts
  }

  /// `line` cut at the display offsets `starts` (the first being 0), or `nil` when an offset
  /// falls inside a wide character or beyond the line, so the columns do not line up there.
  static func slices(of line: String, at starts: [Int]) -> [String]? {
    var slices: [String] = []
    var current = ""
    var offset = 0
    var boundaries = starts.dropFirst()[...]
    for character in line {
      if let next = boundaries.first, offset >= next {
        guard offset == next else { return nil }
        slices.append(current)
        current = ""
        boundaries = boundaries.dropFirst()
      }
      current.append(character)
      offset += character.displayWidth
    }
    guard boundaries.isEmpty else { return nil }
    slices.append(current)
    return slices
  }

  /// Whether `text` holds nothing a terminal would act on: no C0 control but the line feed, no
  /// DEL or C1 control, and no bidirectional embedding, override or isolate.
  static func isInert(_ text: String, allowingTabs: Bool = false) -> Bool {
    !text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x09: !allowingTabs
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }

  /// `text` without the bold, dim, red and reset sequences a view writes.
  static func unstyled(_ text: String) -> String {
    ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[0m"].reduce(text) {
      $0.replacing($1, with: "")
    }
  }

  /// The server strings that try to take over a terminal.
  static let injections = [
    "\u{1b}]0;pwned\u{07}", "\u{1b}[2J", "C1 \u{85} and \u{9b}31m", "del \u{7f}",
    "\u{202E}txt.exe", "\u{2066}iso\u{2067}late\u{2068}d\u{2069}",
  ]
}
