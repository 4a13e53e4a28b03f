import Features
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys every list shares, declared once with what they do.
struct ListKeysTests {

  @Test func theCopyKeysAreThoseTheBrowserCopiesWith() {
    let copy: KeyBinding<Void, Int, Int> = ListKeys.copy("copy it")
    checkEqual(copy.keys, [.character("y"), .character("Y")])
    checkEqual(copy.label, "y, Y")
    checkEqual(copy.hint?.text, "y copy")
    checkEqual(ListKeys.copying(.character("Y")), .json)
    checkEqual(ListKeys.copying(.character("j")), nil)
  }

}
