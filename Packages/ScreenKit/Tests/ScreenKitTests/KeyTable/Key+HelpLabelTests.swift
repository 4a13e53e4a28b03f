import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

/// The keys as the help and the status line write them.
struct KeyHelpLabelTests {
  @Test(arguments: [
    (Key.character("e"), "e"), (.character(" "), "Space"), (.character("N"), "N"),
    (.left, "←"), (.right, "→"), (.up, "↑"), (.down, "↓"), (.control("r"), "Ctrl-R"),
    (.escape, "Esc"), (.enter, "Enter"), (.backTab, "Shift-Tab"), (.pageDown, "PgDn"),
  ])
  func aKeyIsWrittenAsTheHelpWritesIt(key: Key, label: String) {
    checkEqual(key.helpLabel, label)
  }
}
