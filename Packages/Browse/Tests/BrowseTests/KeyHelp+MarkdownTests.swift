import Foundation
import ScreenKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// docs/browse.md's key tables against those the code makes: `make browse-keys-doc` writes
/// them anew (with `BROWSE_KEYS_DOC_WRITE` set, this test writes them instead of failing).
struct KeyHelpMarkdownTests {
  /// docs/browse.md, found from this file: Packages/Browse/Tests/BrowseTests/ is four folders
  /// below the workspace.
  private static let document = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "docs/browse.md")

  @Test func theDocumentsKeyTablesAreThoseOfTheCode() throws {
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    let made = try #require(KeyHelp.replacingMarkdown(in: text), "docs/browse.md has no markers")
    if ProcessInfo.processInfo.environment["BROWSE_KEYS_DOC_WRITE"] != nil, made != text {
      try made.write(to: Self.document, atomically: true, encoding: .utf8)
      return
    }
    checkEqual(made, text, "docs/browse.md's key tables differ from the code: make browse-keys-doc")
  }

  /// The keys of `lines` as the help writes them, one by one, with the keys held with another
  /// that a line names but another part takes (`Ctrl-C` of `q, Ctrl-C`).
  private static func labels(of lines: [KeyLine]) -> Set<String> {
    var labels: Set<String> = []
    for line in lines {
      labels.formUnion(line.keys.map(\.helpLabel))
      let words: [Substring] = line.label.split { $0 == "," || $0 == " " }
      labels.formUnion(words.filter { $0.hasPrefix("Ctrl-") }.map { String($0) })
    }
    return labels
  }

  @Test func eachScreenHasATableUnderItsHeading() {
    let markdown = KeyHelp.markdown
    check(markdown.hasPrefix("#### Keys\n\n| key | does |\n| --- | --- |\n"))
    check(markdown.contains("#### Keys on the records of any resource\n"))
    check(markdown.contains("| c, e, d | create a record, edit it, delete it (after y) |"))
  }

  @Test func theTextBetweenTheMarkersIsReplacedAndTheRestKept() throws {
    let document = "a\n\(KeyHelp.markdownStart)\nold\n\(KeyHelp.markdownEnd)\nb"
    let made = try #require(KeyHelp.replacingMarkdown(in: document))
    check(made.hasPrefix("a\n\(KeyHelp.markdownStart)\n\n#### Keys\n"))
    check(made.hasSuffix("|\n\n\(KeyHelp.markdownEnd)\nb"))
    check(!made.contains("old"))
    checkEqual(KeyHelp.replacingMarkdown(in: "no markers"), nil)
  }
}
