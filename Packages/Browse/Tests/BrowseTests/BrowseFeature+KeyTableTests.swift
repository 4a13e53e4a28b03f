import Features
import FeaturesTesting
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys of every screen read from the tables: what a key that does nothing where it is
/// pressed says, the help, and the status line's hints.
struct BrowseFeatureKeyTableTests {

  /// The keys of a screen's table that the browser takes before it: the copy.
  private static func keysWithoutAction<Screen, State, Outcome>(
    _ table: KeyTable<Screen, State, Outcome>
  ) -> [Key] {
    table.bindings.filter { $0.action == nil }.flatMap(\.keys)
      .filter { ListKeys.copying($0) == nil }
  }

  @Test func theCommandsHelpHasEveryScreensKeysThenEachScreens() {
    let sections = Browser.keySections
    checkEqual(sections.first?.title, "Keys")
    check(sections.map(\.title).contains("Keys on a record with a true/false field in a list"))
    let record = sections.first { $0.title == "Keys on a record of any resource" }?.rows.map(\.0)
    checkEqual(record?.first, "/, n, N", "the find first, as on every detail")
    checkEqual(record?.contains("y, Y"), true, "\(record ?? [])")
  }

}
