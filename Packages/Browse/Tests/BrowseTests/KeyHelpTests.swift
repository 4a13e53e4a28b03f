import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct KeyHelpTests {
  /// The lines of each section of `lines`, the lines under one heading, that are not headings.
  private func sections(_ lines: [KeyHelp.Line]) -> [[KeyHelp.Line]] {
    lines.split(whereSeparator: \.isHeading).map(Array.init)
  }

}
