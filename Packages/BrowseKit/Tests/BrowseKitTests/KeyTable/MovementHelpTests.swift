import ScreenKit
import TestSupport
import Testing

@testable import BrowseKit

/// The browser's help says every move of `ScreenKit`'s `Movement` with its keys.
struct MovementHelpTests {
  @Test func theHelpSaysEveryMove() {
    for line in Movement.lines {
      check(BrowseFeature.keys.lines.contains { $0.label == line.label && $0.keys == line.keys })
    }
  }
}
