import BrowseKit
import Foundation

/// The key tables of docs/browse.md, made from the key tables of the code.
extension KeyHelp {
  /// The line docs/browse.md's tables start after.
  static let markdownStart = "<!-- keys: made from the code by `make browse-keys-doc` -->"
  /// The line they end before.
  static let markdownEnd = "<!-- end of the keys made from the code -->"

  /// The keys of every screen, then those of each screen, as Markdown tables each under its
  /// heading.
  static var markdown: String {
    Browser.keySections.map { section in
      let rows = section.rows.map { "| \(cell($0.0)) | \(cell($0.1)) |" }
      return (["#### \(section.title)", "", "| key | does |", "| --- | --- |"] + rows)
        .joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// `text` with the characters that would end a table's cell escaped.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// `document` with its text between ``markdownStart`` and ``markdownEnd`` replaced by
  /// ``markdown``; `nil` when it has not both lines, in that order.
  static func replacingMarkdown(in document: String) -> String? {
    guard let start = document.range(of: markdownStart),
      let end = document.range(of: markdownEnd, range: start.upperBound..<document.endIndex)
    else { return nil }
    let before: Substring = document[..<start.upperBound]
    let after: Substring = document[end.lowerBound...]
    return "\(before)\n\n\(markdown)\n\n\(after)"
  }
}
