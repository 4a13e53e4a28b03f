import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct KeyHelpTests {
  /// The lines of each section of `lines`, the lines under one heading, that are not headings.
  private func sections(_ lines: [KeyHelp.Line]) -> [[KeyHelp.Line]] {
    lines.split(whereSeparator: \.isHeading).map(Array.init)
  }

  @Test(arguments: [RecordsList.kind, ScreenKind.form])
  func eachSectionsWordsStartRightOfItsOwnWidestKeys(screen: ScreenKind) {
    let sections = sections(KeyHelp.lines(for: screen, columns: 40))

    checkEqual(sections.count, 2, "the screen's keys, then those of every screen")
    for section in sections {
      let widest = section.map(\.keys.displayWidth).max() ?? 0
      check(section.allSatisfy { $0.meaningColumn == 4 + widest })
    }
  }

  @Test func aSectionOfShortKeysGivesItsWordsMoreRoomAt40Columns() throws {
    let lines = KeyHelp.lines(for: RecordsList.kind, columns: 40)
    let (posts, everywhere) = try #require(
      sections(lines).first.flatMap { first in sections(lines).last.map { (first, $0) } })

    check(posts.map(\.meaningColumn).max() ?? 0 < everywhere.map(\.meaningColumn).min() ?? 0)
    check(
      lines.allSatisfy { $0.isHeading || $0.meaningColumn + $0.meaning.displayWidth < 40 },
      "every line within 40 columns, one left at the right")
  }
}
